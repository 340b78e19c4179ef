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
  %6 = make_token : token
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
  %7 = mulf %arg50, %cst_f32  : tile<f32>
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
  %8 = muli %cst_128_i32_71, %assume_blockId_z_87 : tile<i32>
  %9 = addi %8, %cst_128_i32_71 : tile<i32>
  %10 = cmpi greater_than %9, %assume_69, signed : tile<i32> -> tile<i1>
  %11 = if %10 -> (tile<i32>) {
    yield %assume_69 : tile<i32>
  } else {
    yield %9 : tile<i32>
  }
  %12 = divi %8, %cst_128_i32_74 signed rounding<negative_inf> : tile<i32>
  %13 = divi %assume_69, %cst_128_i32_74 signed rounding<negative_inf> : tile<i32>
  %14 = muli %13, %cst_128_i32_74 : tile<i32>
  %15 = iota : tile<128xi32>
  %for:4 = for %loopIdx in (%8 to %11, step %cst_128_i32_74) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %12, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_88) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %cst_-1_i32_182 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_183 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_184 = constant <i32: -1> : tile<i32>
    %pview_185 = make_partition_view %tview_29 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_186 = constant <i32: 0> : tile<i32>
    %tile_187, %result_token_188 = load_view_tko weak %pview_185[%assume_blockId_y_80, %iterArg1, %cst_0_i32_186] token = %2 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %cst_1_i32_189 = constant <i32: 1> : tile<i32>
    %cst_128_i32_190 = constant <i32: 128> : tile<i32>
    %cst_512_i32_191 = constant <i32: 512> : tile<i32>
    %cst_128_i32_192 = constant <i32: 128> : tile<i32>
    %cst_512_i32_193 = constant <i32: 512> : tile<i32>
    %reshape_194 = reshape %tile_187 : tile<1x128x512xf16> -> tile<128x512xf16>
    %cst_0_f32_195 = constant <f32: 0.000000e+00> : tile<128x16xf32>
    %44 = mmaf %reshape_194, %reshape, %cst_0_f32_195 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %cst_-1_i32_196 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_197 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_198 = constant <i32: -1> : tile<i32>
    %pview_199 = make_partition_view %tview_49 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_200 = constant <i32: 0> : tile<i32>
    %tile_201, %result_token_202 = load_view_tko weak %pview_199[%assume_blockId_y_80, %iterArg1, %cst_0_i32_200] token = %4 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %cst_1_i32_203 = constant <i32: 1> : tile<i32>
    %cst_128_i32_204 = constant <i32: 128> : tile<i32>
    %cst_64_i32_205 = constant <i32: 64> : tile<i32>
    %cst_128_i32_206 = constant <i32: 128> : tile<i32>
    %cst_64_i32_207 = constant <i32: 64> : tile<i32>
    %reshape_208 = reshape %tile_201 : tile<1x128x64xf16> -> tile<128x64xf16>
    %45 = mmaf %reshape_208, %reshape_107, %44 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %46 = cmpi greater_than_or_equal %loopIdx, %14, signed : tile<i32> -> tile<i1>
    %47:5 = if %46 -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>) {
      %cst_128_i32_274 = constant <i32: 128> : tile<i32>
      %cst_128_i32_275 = constant <i32: 128> : tile<i32>
      %cst_1_i32_276 = constant <i32: 1> : tile<i32>
      %reshape_277 = reshape %15 : tile<128xi32> -> tile<128x1xi32>
      %cst_128_i32_278 = constant <i32: 128> : tile<i32>
      %cst_1_i32_279 = constant <i32: 1> : tile<i32>
      %cst_1_i32_280 = constant <i32: 1> : tile<i32>
      %cst_1_i32_281 = constant <i32: 1> : tile<i32>
      %cst_1_i32_282 = constant <i32: 1> : tile<i32>
      %reshape_283 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
      %cst_1_i32_284 = constant <i32: 1> : tile<i32>
      %cst_1_i32_285 = constant <i32: 1> : tile<i32>
      %cst_128_i32_286 = constant <i32: 128> : tile<i32>
      %cst_1_i32_287 = constant <i32: 1> : tile<i32>
      %bcast_288 = broadcast %reshape_283 : tile<1x1xi32> -> tile<128x1xi32>
      %61 = addi %bcast_288, %reshape_277 : tile<128x1xi32>
      %cst_128_i32_289 = constant <i32: 128> : tile<i32>
      %cst_1_i32_290 = constant <i32: 1> : tile<i32>
      %cst_1_i32_291 = constant <i32: 1> : tile<i32>
      %cst_1_i32_292 = constant <i32: 1> : tile<i32>
      %cst_1_i32_293 = constant <i32: 1> : tile<i32>
      %reshape_294 = reshape %assume_69 : tile<i32> -> tile<1x1xi32>
      %cst_1_i32_295 = constant <i32: 1> : tile<i32>
      %cst_1_i32_296 = constant <i32: 1> : tile<i32>
      %cst_128_i32_297 = constant <i32: 128> : tile<i32>
      %cst_1_i32_298 = constant <i32: 1> : tile<i32>
      %bcast_299 = broadcast %reshape_294 : tile<1x1xi32> -> tile<128x1xi32>
      %62 = cmpi less_than %61, %bcast_299, signed : tile<128x1xi32> -> tile<128x1xi1>
      %cst_f32_300 = constant <f32: -1.000000e+06> : tile<128x16xf32>
      %cst_128_i32_301 = constant <i32: 128> : tile<i32>
      %cst_1_i32_302 = constant <i32: 1> : tile<i32>
      %cst_128_i32_303 = constant <i32: 128> : tile<i32>
      %cst_16_i32_304 = constant <i32: 16> : tile<i32>
      %bcast_305 = broadcast %62 : tile<128x1xi1> -> tile<128x16xi1>
      %63 = select %bcast_305, %45, %cst_f32_300 : tile<128x16xi1>, tile<128x16xf32>
      yield %iterArg0, %iterArg1, %iterArg2, %iterArg3, %63 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>
    } else {
      yield %iterArg0, %iterArg1, %iterArg2, %iterArg3, %45 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>
    }
    %reduce_209 = reduce %47#4 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %61 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %61 : tile<f32>
    }
    %cst_16_i32_210 = constant <i32: 16> : tile<i32>
    %cst_16_i32_211 = constant <i32: 16> : tile<i32>
    %reshape_212 = reshape %reduce_209 : tile<16xf32> -> tile<16xf32>
    %cst_16_i32_213 = constant <i32: 16> : tile<i32>
    %cst_1_i32_214 = constant <i32: 1> : tile<i32>
    %cst_1_i32_215 = constant <i32: 1> : tile<i32>
    %reshape_216 = reshape %7 : tile<f32> -> tile<1xf32>
    %cst_1_i32_217 = constant <i32: 1> : tile<i32>
    %cst_16_i32_218 = constant <i32: 16> : tile<i32>
    %bcast_219 = broadcast %reshape_216 : tile<1xf32> -> tile<16xf32>
    %48 = mulf %reshape_212, %bcast_219  : tile<16xf32>
    %49 = maxf %47#3, %48 : tile<16xf32>
    %cst_16_i32_220 = constant <i32: 16> : tile<i32>
    %cst_1_i32_221 = constant <i32: 1> : tile<i32>
    %cst_16_i32_222 = constant <i32: 16> : tile<i32>
    %reshape_223 = reshape %49 : tile<16xf32> -> tile<1x16xf32>
    %cst_128_i32_224 = constant <i32: 128> : tile<i32>
    %cst_16_i32_225 = constant <i32: 16> : tile<i32>
    %cst_1_i32_226 = constant <i32: 1> : tile<i32>
    %cst_1_i32_227 = constant <i32: 1> : tile<i32>
    %cst_1_i32_228 = constant <i32: 1> : tile<i32>
    %reshape_229 = reshape %7 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_230 = constant <i32: 1> : tile<i32>
    %cst_1_i32_231 = constant <i32: 1> : tile<i32>
    %cst_128_i32_232 = constant <i32: 128> : tile<i32>
    %cst_16_i32_233 = constant <i32: 16> : tile<i32>
    %bcast_234 = broadcast %reshape_229 : tile<1x1xf32> -> tile<128x16xf32>
    %cst_1_i32_235 = constant <i32: 1> : tile<i32>
    %cst_16_i32_236 = constant <i32: 16> : tile<i32>
    %cst_128_i32_237 = constant <i32: 128> : tile<i32>
    %cst_16_i32_238 = constant <i32: 16> : tile<i32>
    %bcast_239 = broadcast %reshape_223 : tile<1x16xf32> -> tile<128x16xf32>
    %50 = negf %bcast_239 : tile<128x16xf32>
    %51 = fma %47#4, %bcast_234, %50  : tile<128x16xf32>
    %52 = exp2 %51 : tile<128x16xf32>
    %53 = subf %47#3, %49  : tile<16xf32>
    %54 = exp2 %53 : tile<16xf32>
    %cst_16_i32_240 = constant <i32: 16> : tile<i32>
    %cst_1_i32_241 = constant <i32: 1> : tile<i32>
    %cst_16_i32_242 = constant <i32: 16> : tile<i32>
    %reshape_243 = reshape %54 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_244 = constant <i32: 1> : tile<i32>
    %cst_16_i32_245 = constant <i32: 16> : tile<i32>
    %cst_128_i32_246 = constant <i32: 128> : tile<i32>
    %cst_16_i32_247 = constant <i32: 16> : tile<i32>
    %bcast_248 = broadcast %reshape_243 : tile<1x16xf32> -> tile<128x16xf32>
    %55 = fma %47#2, %bcast_248, %52  : tile<128x16xf32>
    %cst_16_i32_249 = constant <i32: 16> : tile<i32>
    %cst_1_i32_250 = constant <i32: 1> : tile<i32>
    %cst_16_i32_251 = constant <i32: 16> : tile<i32>
    %reshape_252 = reshape %54 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_253 = constant <i32: 1> : tile<i32>
    %cst_16_i32_254 = constant <i32: 16> : tile<i32>
    %cst_512_i32_255 = constant <i32: 512> : tile<i32>
    %cst_16_i32_256 = constant <i32: 16> : tile<i32>
    %bcast_257 = broadcast %reshape_252 : tile<1x16xf32> -> tile<512x16xf32>
    %56 = mulf %47#0, %bcast_257  : tile<512x16xf32>
    %cst_-1_i32_258 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_259 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_260 = constant <i32: -1> : tile<i32>
    %pview_261 = make_partition_view %tview_39 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
    %cst_0_i32_262 = constant <i32: 0> : tile<i32>
    %tile_263, %result_token_264 = load_view_tko weak %pview_261[%47#1, %assume_blockId_y_80, %cst_0_i32_262] token = %3 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %cst_128_i32_265 = constant <i32: 128> : tile<i32>
    %cst_1_i32_266 = constant <i32: 1> : tile<i32>
    %cst_512_i32_267 = constant <i32: 512> : tile<i32>
    %cst_128_i32_268 = constant <i32: 128> : tile<i32>
    %cst_512_i32_269 = constant <i32: 512> : tile<i32>
    %reshape_270 = reshape %tile_263 : tile<128x1x512xf16> -> tile<128x512xf16>
    %cst_128_i32_271 = constant <i32: 128> : tile<i32>
    %cst_512_i32_272 = constant <i32: 512> : tile<i32>
    %57 = permute %reshape_270 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %58 = ftof %52  : tile<128x16xf32> -> tile<128x16xf16>
    %59 = mmaf %57, %58, %56 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %cst_1_i32_273 = constant <i32: 1> : tile<i32>
    %60 = addi %47#1, %cst_1_i32_273 : tile<i32>
    continue %59, %60, %55, %49 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %44 : tile<f32>
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
  %16 = divf %for#0, %bcast rounding<approx> flush_to_zero : tile<512x16xf32>
  %17 = log2 %reshape_110 : tile<16xf32>
  %18 = addf %for#3, %17  : tile<16xf32>
  %19 = ftof %16  : tile<512x16xf32> -> tile<512x16xf16>
  %cst_512_i32_119 = constant <i32: 512> : tile<i32>
  %cst_16_i32_120 = constant <i32: 16> : tile<i32>
  %20 = permute %19 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %cst_16_i32_121 = constant <i32: 16> : tile<i32>
  %cst_512_i32_122 = constant <i32: 512> : tile<i32>
  %cst_1_i32_123 = constant <i32: 1> : tile<i32>
  %cst_16_i32_124 = constant <i32: 16> : tile<i32>
  %cst_1_i32_125 = constant <i32: 1> : tile<i32>
  %cst_512_i32_126 = constant <i32: 512> : tile<i32>
  %reshape_127 = reshape %20 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %pview_128 = make_partition_view %tview_63 : partition_view<tile=(1x16x1x512), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_129 = constant <i32: 0> : tile<i32>
  %21 = store_view_tko weak %reshape_127, %pview_128[%assume_blockId_y_80, %assume_blockId_x, %assume_blockId_z_87, %cst_0_i32_129] token = %5 optimization_hints = <sm_90 = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %22 = iota : tile<16xi32>
  %23 = muli %assume_blockId_x, %cst_16_i32_73 : tile<i32>
  %cst_16_i32_130 = constant <i32: 16> : tile<i32>
  %cst_1_i32_131 = constant <i32: 1> : tile<i32>
  %cst_1_i32_132 = constant <i32: 1> : tile<i32>
  %reshape_133 = reshape %23 : tile<i32> -> tile<1xi32>
  %cst_1_i32_134 = constant <i32: 1> : tile<i32>
  %cst_16_i32_135 = constant <i32: 16> : tile<i32>
  %bcast_136 = broadcast %reshape_133 : tile<1xi32> -> tile<16xi32>
  %24 = addi %bcast_136, %22 : tile<16xi32>
  %cst_16_i32_137 = constant <i32: 16> : tile<i32>
  %cst_1_i32_138 = constant <i32: 1> : tile<i32>
  %cst_1_i32_139 = constant <i32: 1> : tile<i32>
  %reshape_140 = reshape %assume_blockId_y_80 : tile<i32> -> tile<1xi32>
  %cst_1_i32_141 = constant <i32: 1> : tile<i32>
  %cst_16_i32_142 = constant <i32: 16> : tile<i32>
  %bcast_143 = broadcast %reshape_140 : tile<1xi32> -> tile<16xi32>
  %25 = exti %bcast_143 signed : tile<16xi32> -> tile<16xi64>
  %26 = exti %arg45 signed : tile<i32> -> tile<i64>
  %cst_1_i32_144 = constant <i32: 1> : tile<i32>
  %reshape_145 = reshape %26 : tile<i64> -> tile<1xi64>
  %cst_1_i32_146 = constant <i32: 1> : tile<i32>
  %cst_16_i32_147 = constant <i32: 16> : tile<i32>
  %bcast_148 = broadcast %reshape_145 : tile<1xi64> -> tile<16xi64>
  %27 = cmpi less_than %25, %bcast_148, unsigned : tile<16xi64> -> tile<16xi1>
  %28 = exti %assume_66 signed : tile<i32> -> tile<i64>
  %cst_1_i32_149 = constant <i32: 1> : tile<i32>
  %reshape_150 = reshape %28 : tile<i64> -> tile<1xi64>
  %cst_1_i32_151 = constant <i32: 1> : tile<i32>
  %cst_16_i32_152 = constant <i32: 16> : tile<i32>
  %bcast_153 = broadcast %reshape_150 : tile<1xi64> -> tile<16xi64>
  %29 = muli %25, %bcast_153 : tile<16xi64>
  %30 = exti %24 signed : tile<16xi32> -> tile<16xi64>
  %31 = exti %assume_65 signed : tile<i32> -> tile<i64>
  %cst_1_i32_154 = constant <i32: 1> : tile<i32>
  %reshape_155 = reshape %31 : tile<i64> -> tile<1xi64>
  %cst_1_i32_156 = constant <i32: 1> : tile<i32>
  %cst_16_i32_157 = constant <i32: 16> : tile<i32>
  %bcast_158 = broadcast %reshape_155 : tile<1xi64> -> tile<16xi64>
  %32 = cmpi less_than %30, %bcast_158, unsigned : tile<16xi64> -> tile<16xi1>
  %33 = andi %27, %32 : tile<16xi1>
  %34 = exti %arg49 signed : tile<i32> -> tile<i64>
  %cst_1_i32_159 = constant <i32: 1> : tile<i32>
  %reshape_160 = reshape %34 : tile<i64> -> tile<1xi64>
  %cst_1_i32_161 = constant <i32: 1> : tile<i32>
  %cst_16_i32_162 = constant <i32: 16> : tile<i32>
  %bcast_163 = broadcast %reshape_160 : tile<1xi64> -> tile<16xi64>
  %35 = muli %30, %bcast_163 : tile<16xi64>
  %36 = addi %29, %35 : tile<16xi64>
  %cst_16_i32_164 = constant <i32: 16> : tile<i32>
  %cst_1_i32_165 = constant <i32: 1> : tile<i32>
  %cst_1_i32_166 = constant <i32: 1> : tile<i32>
  %reshape_167 = reshape %assume_blockId_z_87 : tile<i32> -> tile<1xi32>
  %cst_1_i32_168 = constant <i32: 1> : tile<i32>
  %cst_16_i32_169 = constant <i32: 16> : tile<i32>
  %bcast_170 = broadcast %reshape_167 : tile<1xi32> -> tile<16xi32>
  %37 = exti %bcast_170 signed : tile<16xi32> -> tile<16xi64>
  %38 = exti %arg47 signed : tile<i32> -> tile<i64>
  %cst_1_i32_171 = constant <i32: 1> : tile<i32>
  %reshape_172 = reshape %38 : tile<i64> -> tile<1xi64>
  %cst_1_i32_173 = constant <i32: 1> : tile<i32>
  %cst_16_i32_174 = constant <i32: 16> : tile<i32>
  %bcast_175 = broadcast %reshape_172 : tile<1xi64> -> tile<16xi64>
  %39 = cmpi less_than %37, %bcast_175, unsigned : tile<16xi64> -> tile<16xi1>
  %40 = andi %33, %39 : tile<16xi1>
  %41 = addi %36, %37 : tile<16xi64>
  %cst_1_i32_176 = constant <i32: 1> : tile<i32>
  %reshape_177 = reshape %assume_64 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_178 = constant <i32: 1> : tile<i32>
  %cst_16_i32_179 = constant <i32: 16> : tile<i32>
  %bcast_180 = broadcast %reshape_177 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %cst_16_i32_181 = constant <i32: 16> : tile<i32>
  %42 = offset %bcast_180, %41 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %43 = store_ptr_tko weak %42, %18, %40 token=%6 optimization_hints = <sm_90 = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
