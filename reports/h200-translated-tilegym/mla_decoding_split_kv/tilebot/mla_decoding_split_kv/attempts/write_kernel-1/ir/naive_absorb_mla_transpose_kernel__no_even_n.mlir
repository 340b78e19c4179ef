entry @naive_absorb_mla_transpose_kernel__no_even_n_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<f32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_87_i32 = constant <i32: 87> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %0 = make_token : token
  %assume_8 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_8, shape = [%assume, %assume_assume, %assume_assume_3], strides = [%assume_assume_5, %assume_assume_7, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_13 = assume div_by<16>, %assume_12 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %1 = make_token : token
  %assume_18 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %tview_19 = make_tensor_view %assume_18, shape = [%assume_9, %assume_assume_11, %assume_assume_13], strides = [%assume_assume_15, %assume_assume_17, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_20 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_assume_23 = assume div_by<16>, %assume_22 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_25 = assume div_by<16>, %assume_24 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_27 = assume div_by<16>, %assume_26 : tile<i32>
  %2 = make_token : token
  %assume_28 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_29 = make_tensor_view %assume_28, shape = [%assume_20, %assume_21, %assume_assume_23], strides = [%assume_assume_25, %assume_assume_27, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_30 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_33 = assume div_by<16>, %assume_32 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_35 = assume div_by<16>, %assume_34 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_assume_37 = assume div_by<16>, %assume_36 : tile<i32>
  %3 = make_token : token
  %assume_38 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %tview_39 = make_tensor_view %assume_38, shape = [%assume_30, %assume_31, %assume_assume_33], strides = [%assume_assume_35, %assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_40 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_43 = assume div_by<16>, %assume_42 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %4 = make_token : token
  %assume_48 = assume div_by<16>, %arg28 : tile<ptr<f16>>
  %tview_49 = make_tensor_view %assume_48, shape = [%assume_40, %assume_41, %assume_assume_43], strides = [%assume_assume_45, %assume_assume_47, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_50 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_51 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_assume_52 = assume div_by<16>, %assume_51 : tile<i32>
  %assume_53 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_assume_55 = assume div_by<16>, %assume_54 : tile<i32>
  %assume_56 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_assume_57 = assume div_by<16>, %assume_56 : tile<i32>
  %assume_58 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_assume_59 = assume div_by<16>, %assume_58 : tile<i32>
  %assume_60 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_61 = assume div_by<16>, %assume_60 : tile<i32>
  %5 = make_token : token
  %assume_62 = assume div_by<16>, %arg35 : tile<ptr<f16>>
  %tview_63 = make_tensor_view %assume_62, shape = [%assume_50, %assume_assume_52, %assume_53, %assume_assume_55], strides = [%assume_assume_57, %assume_assume_59, %assume_assume_61, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_64 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_65 = assume div_by<16>, %arg46 : tile<i32>
  %assume_66 = assume div_by<16>, %arg48 : tile<i32>
  %assume_67 = assume div_by<16>, %arg51 : tile<i32>
  %assume_68 = assume div_by<16>, %arg52 : tile<i32>
  %assume_69 = assume div_by<16>, %arg53 : tile<i32>
  %cst_87_i32_70 = constant <i32: 87> : tile<i32>
  %cst_128_i32_71 = constant <i32: 128> : tile<i32>
  %cst_512_i32_72 = constant <i32: 512> : tile<i32>
  %cst_16_i32_73 = constant <i32: 16> : tile<i32>
  %cst_128_i32_74 = constant <i32: 128> : tile<i32>
  %cst_64_i32_75 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_76, %blockId_y_77, %blockId_z_78 = get_tile_block_id : tile<i32>
  %assume_blockId_x_79 = assume bounded<0, ?>, %blockId_x_76 : tile<i32>
  %assume_blockId_y_80 = assume bounded<0, ?>, %blockId_y_77 : tile<i32>
  %assume_blockId_z_81 = assume bounded<0, ?>, %blockId_z_78 : tile<i32>
  %blockId_x_82, %blockId_y_83, %blockId_z_84 = get_tile_block_id : tile<i32>
  %assume_blockId_x_85 = assume bounded<0, ?>, %blockId_x_82 : tile<i32>
  %assume_blockId_y_86 = assume bounded<0, ?>, %blockId_y_83 : tile<i32>
  %assume_blockId_z_87 = assume bounded<0, ?>, %blockId_z_84 : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %6 = mulf %arg50, %cst_f32  : tile<f32>
  %cst_f32_88 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_89 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_90 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_y_80, %cst_0_i32, %assume_blockId_x] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_512_i32_91 = constant <i32: 512> : tile<i32>
  %cst_16_i32_92 = constant <i32: 16> : tile<i32>
  %cst_512_i32_93 = constant <i32: 512> : tile<i32>
  %cst_16_i32_94 = constant <i32: 16> : tile<i32>
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_-1_i32_95 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_96 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_97 = constant <i32: -1> : tile<i32>
  %pview_98 = make_partition_view %tview_19 : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32_99 = constant <i32: 0> : tile<i32>
  %tile_100, %result_token_101 = load_view_tko weak %pview_98[%assume_blockId_y_80, %cst_0_i32_99, %assume_blockId_x] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %cst_1_i32_102 = constant <i32: 1> : tile<i32>
  %cst_64_i32_103 = constant <i32: 64> : tile<i32>
  %cst_16_i32_104 = constant <i32: 16> : tile<i32>
  %cst_64_i32_105 = constant <i32: 64> : tile<i32>
  %cst_16_i32_106 = constant <i32: 16> : tile<i32>
  %reshape_107 = reshape %tile_100 : tile<1x64x16xf16> -> tile<64x16xf16>
  %7 = muli %cst_128_i32_71, %assume_blockId_z_87 : tile<i32>
  %8 = addi %7, %cst_128_i32_71 : tile<i32>
  %9 = cmpi greater_than %8, %assume_69, signed : tile<i32> -> tile<i1>
  %10 = if %9 -> (tile<i32>) {
    yield %assume_69 : tile<i32>
  } else {
    yield %8 : tile<i32>
  }
  %11 = divi %7, %cst_128_i32_74 signed rounding<negative_inf> : tile<i32>
  %12 = divi %assume_69, %cst_128_i32_74 signed rounding<negative_inf> : tile<i32>
  %13 = muli %12, %cst_128_i32_74 : tile<i32>
  %14 = iota : tile<128xi32>
  %for:4 = for %loopIdx in (%7 to %10, step %cst_128_i32_74) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %11, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_88) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %cst_-1_i32_190 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_191 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_192 = constant <i32: -1> : tile<i32>
    %pview_193 = make_partition_view %tview_29 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_194 = constant <i32: 0> : tile<i32>
    %tile_195, %result_token_196 = load_view_tko weak %pview_193[%assume_blockId_y_80, %iterArg1, %cst_0_i32_194] token = %2 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %cst_1_i32_197 = constant <i32: 1> : tile<i32>
    %cst_128_i32_198 = constant <i32: 128> : tile<i32>
    %cst_512_i32_199 = constant <i32: 512> : tile<i32>
    %cst_128_i32_200 = constant <i32: 128> : tile<i32>
    %cst_512_i32_201 = constant <i32: 512> : tile<i32>
    %reshape_202 = reshape %tile_195 : tile<1x128x512xf16> -> tile<128x512xf16>
    %cst_0_f32_203 = constant <f32: 0.000000e+00> : tile<128x16xf32>
    %43 = mmaf %reshape_202, %reshape, %cst_0_f32_203 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %cst_-1_i32_204 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_205 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_206 = constant <i32: -1> : tile<i32>
    %pview_207 = make_partition_view %tview_49 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_208 = constant <i32: 0> : tile<i32>
    %tile_209, %result_token_210 = load_view_tko weak %pview_207[%assume_blockId_y_80, %iterArg1, %cst_0_i32_208] token = %4 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %cst_1_i32_211 = constant <i32: 1> : tile<i32>
    %cst_128_i32_212 = constant <i32: 128> : tile<i32>
    %cst_64_i32_213 = constant <i32: 64> : tile<i32>
    %cst_128_i32_214 = constant <i32: 128> : tile<i32>
    %cst_64_i32_215 = constant <i32: 64> : tile<i32>
    %reshape_216 = reshape %tile_209 : tile<1x128x64xf16> -> tile<128x64xf16>
    %44 = mmaf %reshape_216, %reshape_107, %43 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %45 = cmpi greater_than_or_equal %loopIdx, %13, signed : tile<i32> -> tile<i1>
    %46:5 = if %45 -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>) {
      %cst_128_i32_282 = constant <i32: 128> : tile<i32>
      %cst_128_i32_283 = constant <i32: 128> : tile<i32>
      %cst_1_i32_284 = constant <i32: 1> : tile<i32>
      %reshape_285 = reshape %14 : tile<128xi32> -> tile<128x1xi32>
      %cst_128_i32_286 = constant <i32: 128> : tile<i32>
      %cst_1_i32_287 = constant <i32: 1> : tile<i32>
      %cst_1_i32_288 = constant <i32: 1> : tile<i32>
      %cst_1_i32_289 = constant <i32: 1> : tile<i32>
      %cst_1_i32_290 = constant <i32: 1> : tile<i32>
      %reshape_291 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
      %cst_1_i32_292 = constant <i32: 1> : tile<i32>
      %cst_1_i32_293 = constant <i32: 1> : tile<i32>
      %cst_128_i32_294 = constant <i32: 128> : tile<i32>
      %cst_1_i32_295 = constant <i32: 1> : tile<i32>
      %bcast_296 = broadcast %reshape_291 : tile<1x1xi32> -> tile<128x1xi32>
      %60 = addi %bcast_296, %reshape_285 : tile<128x1xi32>
      %cst_128_i32_297 = constant <i32: 128> : tile<i32>
      %cst_1_i32_298 = constant <i32: 1> : tile<i32>
      %cst_1_i32_299 = constant <i32: 1> : tile<i32>
      %cst_1_i32_300 = constant <i32: 1> : tile<i32>
      %cst_1_i32_301 = constant <i32: 1> : tile<i32>
      %reshape_302 = reshape %assume_69 : tile<i32> -> tile<1x1xi32>
      %cst_1_i32_303 = constant <i32: 1> : tile<i32>
      %cst_1_i32_304 = constant <i32: 1> : tile<i32>
      %cst_128_i32_305 = constant <i32: 128> : tile<i32>
      %cst_1_i32_306 = constant <i32: 1> : tile<i32>
      %bcast_307 = broadcast %reshape_302 : tile<1x1xi32> -> tile<128x1xi32>
      %61 = cmpi less_than %60, %bcast_307, signed : tile<128x1xi32> -> tile<128x1xi1>
      %cst_f32_308 = constant <f32: -1.000000e+06> : tile<128x16xf32>
      %cst_128_i32_309 = constant <i32: 128> : tile<i32>
      %cst_1_i32_310 = constant <i32: 1> : tile<i32>
      %cst_128_i32_311 = constant <i32: 128> : tile<i32>
      %cst_16_i32_312 = constant <i32: 16> : tile<i32>
      %bcast_313 = broadcast %61 : tile<128x1xi1> -> tile<128x16xi1>
      %62 = select %bcast_313, %44, %cst_f32_308 : tile<128x16xi1>, tile<128x16xf32>
      yield %iterArg0, %iterArg1, %iterArg2, %iterArg3, %62 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>
    } else {
      yield %iterArg0, %iterArg1, %iterArg2, %iterArg3, %44 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>
    }
    %reduce_217 = reduce %46#4 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %60 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %60 : tile<f32>
    }
    %cst_16_i32_218 = constant <i32: 16> : tile<i32>
    %cst_16_i32_219 = constant <i32: 16> : tile<i32>
    %reshape_220 = reshape %reduce_217 : tile<16xf32> -> tile<16xf32>
    %cst_16_i32_221 = constant <i32: 16> : tile<i32>
    %cst_1_i32_222 = constant <i32: 1> : tile<i32>
    %cst_1_i32_223 = constant <i32: 1> : tile<i32>
    %reshape_224 = reshape %6 : tile<f32> -> tile<1xf32>
    %cst_1_i32_225 = constant <i32: 1> : tile<i32>
    %cst_16_i32_226 = constant <i32: 16> : tile<i32>
    %bcast_227 = broadcast %reshape_224 : tile<1xf32> -> tile<16xf32>
    %47 = mulf %reshape_220, %bcast_227  : tile<16xf32>
    %48 = maxf %46#3, %47 : tile<16xf32>
    %cst_16_i32_228 = constant <i32: 16> : tile<i32>
    %cst_1_i32_229 = constant <i32: 1> : tile<i32>
    %cst_16_i32_230 = constant <i32: 16> : tile<i32>
    %reshape_231 = reshape %48 : tile<16xf32> -> tile<1x16xf32>
    %cst_128_i32_232 = constant <i32: 128> : tile<i32>
    %cst_16_i32_233 = constant <i32: 16> : tile<i32>
    %cst_1_i32_234 = constant <i32: 1> : tile<i32>
    %cst_1_i32_235 = constant <i32: 1> : tile<i32>
    %cst_1_i32_236 = constant <i32: 1> : tile<i32>
    %reshape_237 = reshape %6 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_238 = constant <i32: 1> : tile<i32>
    %cst_1_i32_239 = constant <i32: 1> : tile<i32>
    %cst_128_i32_240 = constant <i32: 128> : tile<i32>
    %cst_16_i32_241 = constant <i32: 16> : tile<i32>
    %bcast_242 = broadcast %reshape_237 : tile<1x1xf32> -> tile<128x16xf32>
    %cst_1_i32_243 = constant <i32: 1> : tile<i32>
    %cst_16_i32_244 = constant <i32: 16> : tile<i32>
    %cst_128_i32_245 = constant <i32: 128> : tile<i32>
    %cst_16_i32_246 = constant <i32: 16> : tile<i32>
    %bcast_247 = broadcast %reshape_231 : tile<1x16xf32> -> tile<128x16xf32>
    %49 = negf %bcast_247 : tile<128x16xf32>
    %50 = fma %46#4, %bcast_242, %49  : tile<128x16xf32>
    %51 = exp2 %50 : tile<128x16xf32>
    %52 = subf %46#3, %48  : tile<16xf32>
    %53 = exp2 %52 : tile<16xf32>
    %cst_16_i32_248 = constant <i32: 16> : tile<i32>
    %cst_1_i32_249 = constant <i32: 1> : tile<i32>
    %cst_16_i32_250 = constant <i32: 16> : tile<i32>
    %reshape_251 = reshape %53 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_252 = constant <i32: 1> : tile<i32>
    %cst_16_i32_253 = constant <i32: 16> : tile<i32>
    %cst_128_i32_254 = constant <i32: 128> : tile<i32>
    %cst_16_i32_255 = constant <i32: 16> : tile<i32>
    %bcast_256 = broadcast %reshape_251 : tile<1x16xf32> -> tile<128x16xf32>
    %54 = fma %46#2, %bcast_256, %51  : tile<128x16xf32>
    %cst_16_i32_257 = constant <i32: 16> : tile<i32>
    %cst_1_i32_258 = constant <i32: 1> : tile<i32>
    %cst_16_i32_259 = constant <i32: 16> : tile<i32>
    %reshape_260 = reshape %53 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_261 = constant <i32: 1> : tile<i32>
    %cst_16_i32_262 = constant <i32: 16> : tile<i32>
    %cst_512_i32_263 = constant <i32: 512> : tile<i32>
    %cst_16_i32_264 = constant <i32: 16> : tile<i32>
    %bcast_265 = broadcast %reshape_260 : tile<1x16xf32> -> tile<512x16xf32>
    %55 = mulf %46#0, %bcast_265  : tile<512x16xf32>
    %cst_-1_i32_266 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_267 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_268 = constant <i32: -1> : tile<i32>
    %pview_269 = make_partition_view %tview_39 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
    %cst_0_i32_270 = constant <i32: 0> : tile<i32>
    %tile_271, %result_token_272 = load_view_tko weak %pview_269[%46#1, %assume_blockId_y_80, %cst_0_i32_270] token = %3 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %cst_128_i32_273 = constant <i32: 128> : tile<i32>
    %cst_1_i32_274 = constant <i32: 1> : tile<i32>
    %cst_512_i32_275 = constant <i32: 512> : tile<i32>
    %cst_128_i32_276 = constant <i32: 128> : tile<i32>
    %cst_512_i32_277 = constant <i32: 512> : tile<i32>
    %reshape_278 = reshape %tile_271 : tile<128x1x512xf16> -> tile<128x512xf16>
    %cst_128_i32_279 = constant <i32: 128> : tile<i32>
    %cst_512_i32_280 = constant <i32: 512> : tile<i32>
    %56 = permute %reshape_278 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %57 = ftof %51  : tile<128x16xf32> -> tile<128x16xf16>
    %58 = mmaf %56, %57, %55 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %cst_1_i32_281 = constant <i32: 1> : tile<i32>
    %59 = addi %46#1, %cst_1_i32_281 : tile<i32>
    continue %58, %59, %54, %48 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %43 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %43 : tile<f32>
  }
  %cst_16_i32_108 = constant <i32: 16> : tile<i32>
  %cst_16_i32_109 = constant <i32: 16> : tile<i32>
  %reshape_110 = reshape %reduce : tile<16xf32> -> tile<16xf32>
  %cst_16_i32_111 = constant <i32: 16> : tile<i32>
  %cst_1_i32_112 = constant <i32: 1> : tile<i32>
  %cst_16_i32_113 = constant <i32: 16> : tile<i32>
  %reshape_114 = reshape %reshape_110 : tile<16xf32> -> tile<1x16xf32>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %cst_16_i32_116 = constant <i32: 16> : tile<i32>
  %cst_512_i32_117 = constant <i32: 512> : tile<i32>
  %cst_16_i32_118 = constant <i32: 16> : tile<i32>
  %bcast = broadcast %reshape_114 : tile<1x16xf32> -> tile<512x16xf32>
  %15 = divf %for#0, %bcast rounding<approx> flush_to_zero : tile<512x16xf32>
  %16 = log2 %reshape_110 : tile<16xf32>
  %17 = addf %for#3, %16  : tile<16xf32>
  %18 = ftof %15  : tile<512x16xf32> -> tile<512x16xf16>
  %cst_512_i32_119 = constant <i32: 512> : tile<i32>
  %cst_16_i32_120 = constant <i32: 16> : tile<i32>
  %19 = permute %18 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %cst_16_i32_121 = constant <i32: 16> : tile<i32>
  %cst_512_i32_122 = constant <i32: 512> : tile<i32>
  %cst_1_i32_123 = constant <i32: 1> : tile<i32>
  %cst_16_i32_124 = constant <i32: 16> : tile<i32>
  %cst_1_i32_125 = constant <i32: 1> : tile<i32>
  %cst_512_i32_126 = constant <i32: 512> : tile<i32>
  %reshape_127 = reshape %19 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %cst_16_i32_129 = constant <i32: 16> : tile<i32>
  %cst_1_i32_130 = constant <i32: 1> : tile<i32>
  %cst_512_i32_131 = constant <i32: 512> : tile<i32>
  %cst_-1_i32_132 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_133 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_134 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_135 = constant <i32: -1> : tile<i32>
  %pview_136 = make_partition_view %tview_63 : partition_view<tile=(1x16x1x512), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_137 = constant <i32: 0> : tile<i32>
  %20 = store_view_tko weak %reshape_127, %pview_136[%assume_blockId_y_80, %assume_blockId_x, %assume_blockId_z_87, %cst_0_i32_137] token = %5 optimization_hints = <sm_90 = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %21 = iota : tile<16xi32>
  %22 = muli %assume_blockId_x, %cst_16_i32_73 : tile<i32>
  %cst_16_i32_138 = constant <i32: 16> : tile<i32>
  %cst_1_i32_139 = constant <i32: 1> : tile<i32>
  %cst_1_i32_140 = constant <i32: 1> : tile<i32>
  %reshape_141 = reshape %22 : tile<i32> -> tile<1xi32>
  %cst_1_i32_142 = constant <i32: 1> : tile<i32>
  %cst_16_i32_143 = constant <i32: 16> : tile<i32>
  %bcast_144 = broadcast %reshape_141 : tile<1xi32> -> tile<16xi32>
  %23 = addi %bcast_144, %21 : tile<16xi32>
  %cst_16_i32_145 = constant <i32: 16> : tile<i32>
  %cst_1_i32_146 = constant <i32: 1> : tile<i32>
  %cst_1_i32_147 = constant <i32: 1> : tile<i32>
  %reshape_148 = reshape %assume_blockId_y_80 : tile<i32> -> tile<1xi32>
  %cst_1_i32_149 = constant <i32: 1> : tile<i32>
  %cst_16_i32_150 = constant <i32: 16> : tile<i32>
  %bcast_151 = broadcast %reshape_148 : tile<1xi32> -> tile<16xi32>
  %24 = exti %bcast_151 signed : tile<16xi32> -> tile<16xi64>
  %25 = exti %arg45 signed : tile<i32> -> tile<i64>
  %cst_1_i32_152 = constant <i32: 1> : tile<i32>
  %reshape_153 = reshape %25 : tile<i64> -> tile<1xi64>
  %cst_1_i32_154 = constant <i32: 1> : tile<i32>
  %cst_16_i32_155 = constant <i32: 16> : tile<i32>
  %bcast_156 = broadcast %reshape_153 : tile<1xi64> -> tile<16xi64>
  %26 = cmpi less_than %24, %bcast_156, unsigned : tile<16xi64> -> tile<16xi1>
  %27 = exti %assume_66 signed : tile<i32> -> tile<i64>
  %cst_1_i32_157 = constant <i32: 1> : tile<i32>
  %reshape_158 = reshape %27 : tile<i64> -> tile<1xi64>
  %cst_1_i32_159 = constant <i32: 1> : tile<i32>
  %cst_16_i32_160 = constant <i32: 16> : tile<i32>
  %bcast_161 = broadcast %reshape_158 : tile<1xi64> -> tile<16xi64>
  %28 = muli %24, %bcast_161 : tile<16xi64>
  %29 = exti %23 signed : tile<16xi32> -> tile<16xi64>
  %30 = exti %assume_65 signed : tile<i32> -> tile<i64>
  %cst_1_i32_162 = constant <i32: 1> : tile<i32>
  %reshape_163 = reshape %30 : tile<i64> -> tile<1xi64>
  %cst_1_i32_164 = constant <i32: 1> : tile<i32>
  %cst_16_i32_165 = constant <i32: 16> : tile<i32>
  %bcast_166 = broadcast %reshape_163 : tile<1xi64> -> tile<16xi64>
  %31 = cmpi less_than %29, %bcast_166, unsigned : tile<16xi64> -> tile<16xi1>
  %32 = andi %26, %31 : tile<16xi1>
  %33 = exti %arg49 signed : tile<i32> -> tile<i64>
  %cst_1_i32_167 = constant <i32: 1> : tile<i32>
  %reshape_168 = reshape %33 : tile<i64> -> tile<1xi64>
  %cst_1_i32_169 = constant <i32: 1> : tile<i32>
  %cst_16_i32_170 = constant <i32: 16> : tile<i32>
  %bcast_171 = broadcast %reshape_168 : tile<1xi64> -> tile<16xi64>
  %34 = muli %29, %bcast_171 : tile<16xi64>
  %35 = addi %28, %34 : tile<16xi64>
  %cst_16_i32_172 = constant <i32: 16> : tile<i32>
  %cst_1_i32_173 = constant <i32: 1> : tile<i32>
  %cst_1_i32_174 = constant <i32: 1> : tile<i32>
  %reshape_175 = reshape %assume_blockId_z_87 : tile<i32> -> tile<1xi32>
  %cst_1_i32_176 = constant <i32: 1> : tile<i32>
  %cst_16_i32_177 = constant <i32: 16> : tile<i32>
  %bcast_178 = broadcast %reshape_175 : tile<1xi32> -> tile<16xi32>
  %36 = exti %bcast_178 signed : tile<16xi32> -> tile<16xi64>
  %37 = exti %arg47 signed : tile<i32> -> tile<i64>
  %cst_1_i32_179 = constant <i32: 1> : tile<i32>
  %reshape_180 = reshape %37 : tile<i64> -> tile<1xi64>
  %cst_1_i32_181 = constant <i32: 1> : tile<i32>
  %cst_16_i32_182 = constant <i32: 16> : tile<i32>
  %bcast_183 = broadcast %reshape_180 : tile<1xi64> -> tile<16xi64>
  %38 = cmpi less_than %36, %bcast_183, unsigned : tile<16xi64> -> tile<16xi1>
  %39 = andi %32, %38 : tile<16xi1>
  %40 = addi %35, %36 : tile<16xi64>
  %cst_1_i32_184 = constant <i32: 1> : tile<i32>
  %reshape_185 = reshape %assume_64 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_186 = constant <i32: 1> : tile<i32>
  %cst_16_i32_187 = constant <i32: 16> : tile<i32>
  %bcast_188 = broadcast %reshape_185 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %cst_16_i32_189 = constant <i32: 16> : tile<i32>
  %41 = offset %bcast_188, %40 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %42 = store_ptr_tko weak %41, %17, %39 optimization_hints = <sm_90 = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
