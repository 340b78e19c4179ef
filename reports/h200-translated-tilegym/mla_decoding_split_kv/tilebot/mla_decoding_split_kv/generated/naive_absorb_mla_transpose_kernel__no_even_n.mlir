entry @naive_absorb_mla_transpose_kernel__no_even_n_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<f32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_87_i32 = constant <i32: 87> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %0 = make_token : token
  %assume_6 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_6, shape = [1, %assume, %assume_assume], strides = [%assume_assume_3, %assume_assume_5, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_7 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_13 = assume div_by<16>, %assume_12 : tile<i32>
  %1 = make_token : token
  %assume_14 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %tview_15 = make_tensor_view %assume_14, shape = [1, %assume_7, %assume_assume_9], strides = [%assume_assume_11, %assume_assume_13, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_16 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %2 = make_token : token
  %assume_22 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_23 = make_tensor_view %assume_22, shape = [1, %assume_16, %assume_17], strides = [%assume_assume_19, %assume_assume_21, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_24 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_27 = assume div_by<16>, %assume_26 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_assume_29 = assume div_by<16>, %assume_28 : tile<i32>
  %3 = make_token : token
  %assume_30 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %tview_31 = make_tensor_view %assume_30, shape = [1, %assume_24, %assume_25], strides = [%assume_assume_27, %assume_assume_29, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_32 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_33 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_35 = assume div_by<16>, %assume_34 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_37 = assume div_by<16>, %assume_36 : tile<i32>
  %4 = make_token : token
  %assume_38 = assume div_by<16>, %arg28 : tile<ptr<f16>>
  %tview_39 = make_tensor_view %assume_38, shape = [1, %assume_32, %assume_33], strides = [%assume_assume_35, %assume_assume_37, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_40 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_42 = assume div_by<16>, %assume_41 : tile<i32>
  %assume_43 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_49 = assume div_by<16>, %assume_48 : tile<i32>
  %5 = make_token : token
  %assume_50 = assume div_by<16>, %arg35 : tile<ptr<f16>>
  %tview_51 = make_tensor_view %assume_50, shape = [1, %assume_40, %assume_assume_42, %assume_43], strides = [%assume_assume_45, %assume_assume_47, %assume_assume_49, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_52 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_53 = assume div_by<16>, %arg46 : tile<i32>
  %assume_54 = assume div_by<16>, %arg48 : tile<i32>
  %assume_55 = assume div_by<16>, %arg51 : tile<i32>
  %assume_56 = assume div_by<16>, %arg52 : tile<i32>
  %assume_57 = assume div_by<16>, %arg53 : tile<i32>
  %cst_87_i32_58 = constant <i32: 87> : tile<i32>
  %cst_128_i32_59 = constant <i32: 128> : tile<i32>
  %cst_512_i32_60 = constant <i32: 512> : tile<i32>
  %cst_16_i32_61 = constant <i32: 16> : tile<i32>
  %cst_128_i32_62 = constant <i32: 128> : tile<i32>
  %cst_64_i32_63 = constant <i32: 64> : tile<i32>
  %6 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_64, %blockId_y_65, %blockId_z_66 = get_tile_block_id : tile<i32>
  %assume_blockId_x_67 = assume bounded<0, ?>, %blockId_x_64 : tile<i32>
  %assume_blockId_y_68 = assume bounded<0, ?>, %blockId_y_65 : tile<i32>
  %assume_blockId_z_69 = assume bounded<0, ?>, %blockId_z_66 : tile<i32>
  %blockId_x_70, %blockId_y_71, %blockId_z_72 = get_tile_block_id : tile<i32>
  %assume_blockId_x_73 = assume bounded<0, ?>, %blockId_x_70 : tile<i32>
  %assume_blockId_y_74 = assume bounded<0, ?>, %blockId_y_71 : tile<i32>
  %assume_blockId_z_75 = assume bounded<0, ?>, %blockId_z_72 : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %7 = mulf %arg50, %cst_f32  : tile<f32>
  %cst_f32_76 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_77 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_y_68, %cst_0_i32, %assume_blockId_x] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %cst_1_i32_78 = constant <i32: 1> : tile<i32>
  %cst_512_i32_79 = constant <i32: 512> : tile<i32>
  %cst_16_i32_80 = constant <i32: 16> : tile<i32>
  %cst_512_i32_81 = constant <i32: 512> : tile<i32>
  %cst_16_i32_82 = constant <i32: 16> : tile<i32>
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_84 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_85 = constant <i32: -1> : tile<i32>
  %pview_86 = make_partition_view %tview_15 : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %tile_88, %result_token_89 = load_view_tko weak %pview_86[%assume_blockId_y_68, %cst_0_i32_87, %assume_blockId_x] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %cst_1_i32_90 = constant <i32: 1> : tile<i32>
  %cst_64_i32_91 = constant <i32: 64> : tile<i32>
  %cst_16_i32_92 = constant <i32: 16> : tile<i32>
  %cst_64_i32_93 = constant <i32: 64> : tile<i32>
  %cst_16_i32_94 = constant <i32: 16> : tile<i32>
  %reshape_95 = reshape %tile_88 : tile<1x64x16xf16> -> tile<64x16xf16>
  %8 = muli %cst_128_i32_59, %assume_blockId_z_75 : tile<i32>
  %9 = addi %8, %cst_128_i32_59 : tile<i32>
  %10 = cmpi greater_than %9, %assume_57, signed : tile<i32> -> tile<i1>
  %11 = if %10 -> (tile<i32>) {
    yield %assume_57 : tile<i32>
  } else {
    yield %9 : tile<i32>
  }
  %12 = divi %8, %cst_128_i32_62 signed rounding<negative_inf> : tile<i32>
  %13 = divi %assume_57, %cst_128_i32_62 signed rounding<negative_inf> : tile<i32>
  %14 = muli %13, %cst_128_i32_62 : tile<i32>
  %15 = iota : tile<128xi32>
  %for:4 = for %loopIdx in (%8 to %11, step %cst_128_i32_62) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %12, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_76) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_178 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_179 = constant <i32: -1> : tile<i32>
    %pview_180 = make_partition_view %tview_23 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_181 = constant <i32: 0> : tile<i32>
    %tile_182, %result_token_183 = load_view_tko weak %pview_180[%assume_blockId_y_68, %iterArg1, %cst_0_i32_181] token = %2 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %cst_1_i32_184 = constant <i32: 1> : tile<i32>
    %cst_128_i32_185 = constant <i32: 128> : tile<i32>
    %cst_512_i32_186 = constant <i32: 512> : tile<i32>
    %cst_128_i32_187 = constant <i32: 128> : tile<i32>
    %cst_512_i32_188 = constant <i32: 512> : tile<i32>
    %reshape_189 = reshape %tile_182 : tile<1x128x512xf16> -> tile<128x512xf16>
    %cst_0_f32_190 = constant <f32: 0.000000e+00> : tile<128x16xf32>
    %44 = mmaf %reshape_189, %reshape, %cst_0_f32_190 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %cst_1_i32_191 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_192 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_193 = constant <i32: -1> : tile<i32>
    %pview_194 = make_partition_view %tview_39 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_195 = constant <i32: 0> : tile<i32>
    %tile_196, %result_token_197 = load_view_tko weak %pview_194[%assume_blockId_y_68, %iterArg1, %cst_0_i32_195] token = %4 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %cst_1_i32_198 = constant <i32: 1> : tile<i32>
    %cst_128_i32_199 = constant <i32: 128> : tile<i32>
    %cst_64_i32_200 = constant <i32: 64> : tile<i32>
    %cst_128_i32_201 = constant <i32: 128> : tile<i32>
    %cst_64_i32_202 = constant <i32: 64> : tile<i32>
    %reshape_203 = reshape %tile_196 : tile<1x128x64xf16> -> tile<128x64xf16>
    %45 = mmaf %reshape_203, %reshape_95, %44 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %46 = cmpi greater_than_or_equal %loopIdx, %14, signed : tile<i32> -> tile<i1>
    %47:5 = if %46 -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>) {
      %cst_128_i32_269 = constant <i32: 128> : tile<i32>
      %cst_128_i32_270 = constant <i32: 128> : tile<i32>
      %cst_1_i32_271 = constant <i32: 1> : tile<i32>
      %reshape_272 = reshape %15 : tile<128xi32> -> tile<128x1xi32>
      %cst_128_i32_273 = constant <i32: 128> : tile<i32>
      %cst_1_i32_274 = constant <i32: 1> : tile<i32>
      %cst_1_i32_275 = constant <i32: 1> : tile<i32>
      %cst_1_i32_276 = constant <i32: 1> : tile<i32>
      %cst_1_i32_277 = constant <i32: 1> : tile<i32>
      %reshape_278 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
      %cst_1_i32_279 = constant <i32: 1> : tile<i32>
      %cst_1_i32_280 = constant <i32: 1> : tile<i32>
      %cst_128_i32_281 = constant <i32: 128> : tile<i32>
      %cst_1_i32_282 = constant <i32: 1> : tile<i32>
      %bcast_283 = broadcast %reshape_278 : tile<1x1xi32> -> tile<128x1xi32>
      %61 = addi %bcast_283, %reshape_272 : tile<128x1xi32>
      %cst_128_i32_284 = constant <i32: 128> : tile<i32>
      %cst_1_i32_285 = constant <i32: 1> : tile<i32>
      %cst_1_i32_286 = constant <i32: 1> : tile<i32>
      %cst_1_i32_287 = constant <i32: 1> : tile<i32>
      %cst_1_i32_288 = constant <i32: 1> : tile<i32>
      %reshape_289 = reshape %assume_57 : tile<i32> -> tile<1x1xi32>
      %cst_1_i32_290 = constant <i32: 1> : tile<i32>
      %cst_1_i32_291 = constant <i32: 1> : tile<i32>
      %cst_128_i32_292 = constant <i32: 128> : tile<i32>
      %cst_1_i32_293 = constant <i32: 1> : tile<i32>
      %bcast_294 = broadcast %reshape_289 : tile<1x1xi32> -> tile<128x1xi32>
      %62 = cmpi less_than %61, %bcast_294, signed : tile<128x1xi32> -> tile<128x1xi1>
      %cst_f32_295 = constant <f32: -1.000000e+06> : tile<128x16xf32>
      %cst_128_i32_296 = constant <i32: 128> : tile<i32>
      %cst_1_i32_297 = constant <i32: 1> : tile<i32>
      %cst_128_i32_298 = constant <i32: 128> : tile<i32>
      %cst_16_i32_299 = constant <i32: 16> : tile<i32>
      %bcast_300 = broadcast %62 : tile<128x1xi1> -> tile<128x16xi1>
      %63 = select %bcast_300, %45, %cst_f32_295 : tile<128x16xi1>, tile<128x16xf32>
      yield %iterArg0, %iterArg1, %iterArg2, %iterArg3, %63 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>
    } else {
      yield %iterArg0, %iterArg1, %iterArg2, %iterArg3, %45 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>, tile<128x16xf32>
    }
    %reduce_204 = reduce %47#4 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %61 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %61 : tile<f32>
    }
    %cst_16_i32_205 = constant <i32: 16> : tile<i32>
    %cst_16_i32_206 = constant <i32: 16> : tile<i32>
    %reshape_207 = reshape %reduce_204 : tile<16xf32> -> tile<16xf32>
    %cst_16_i32_208 = constant <i32: 16> : tile<i32>
    %cst_1_i32_209 = constant <i32: 1> : tile<i32>
    %cst_1_i32_210 = constant <i32: 1> : tile<i32>
    %reshape_211 = reshape %7 : tile<f32> -> tile<1xf32>
    %cst_1_i32_212 = constant <i32: 1> : tile<i32>
    %cst_16_i32_213 = constant <i32: 16> : tile<i32>
    %bcast_214 = broadcast %reshape_211 : tile<1xf32> -> tile<16xf32>
    %48 = mulf %reshape_207, %bcast_214  : tile<16xf32>
    %49 = maxf %47#3, %48 : tile<16xf32>
    %cst_16_i32_215 = constant <i32: 16> : tile<i32>
    %cst_1_i32_216 = constant <i32: 1> : tile<i32>
    %cst_16_i32_217 = constant <i32: 16> : tile<i32>
    %reshape_218 = reshape %49 : tile<16xf32> -> tile<1x16xf32>
    %cst_128_i32_219 = constant <i32: 128> : tile<i32>
    %cst_16_i32_220 = constant <i32: 16> : tile<i32>
    %cst_1_i32_221 = constant <i32: 1> : tile<i32>
    %cst_1_i32_222 = constant <i32: 1> : tile<i32>
    %cst_1_i32_223 = constant <i32: 1> : tile<i32>
    %reshape_224 = reshape %7 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_225 = constant <i32: 1> : tile<i32>
    %cst_1_i32_226 = constant <i32: 1> : tile<i32>
    %cst_128_i32_227 = constant <i32: 128> : tile<i32>
    %cst_16_i32_228 = constant <i32: 16> : tile<i32>
    %bcast_229 = broadcast %reshape_224 : tile<1x1xf32> -> tile<128x16xf32>
    %cst_1_i32_230 = constant <i32: 1> : tile<i32>
    %cst_16_i32_231 = constant <i32: 16> : tile<i32>
    %cst_128_i32_232 = constant <i32: 128> : tile<i32>
    %cst_16_i32_233 = constant <i32: 16> : tile<i32>
    %bcast_234 = broadcast %reshape_218 : tile<1x16xf32> -> tile<128x16xf32>
    %50 = negf %bcast_234 : tile<128x16xf32>
    %51 = fma %47#4, %bcast_229, %50  : tile<128x16xf32>
    %52 = exp2 %51 : tile<128x16xf32>
    %53 = subf %47#3, %49  : tile<16xf32>
    %54 = exp2 %53 : tile<16xf32>
    %cst_16_i32_235 = constant <i32: 16> : tile<i32>
    %cst_1_i32_236 = constant <i32: 1> : tile<i32>
    %cst_16_i32_237 = constant <i32: 16> : tile<i32>
    %reshape_238 = reshape %54 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_239 = constant <i32: 1> : tile<i32>
    %cst_16_i32_240 = constant <i32: 16> : tile<i32>
    %cst_128_i32_241 = constant <i32: 128> : tile<i32>
    %cst_16_i32_242 = constant <i32: 16> : tile<i32>
    %bcast_243 = broadcast %reshape_238 : tile<1x16xf32> -> tile<128x16xf32>
    %55 = fma %47#2, %bcast_243, %52  : tile<128x16xf32>
    %cst_16_i32_244 = constant <i32: 16> : tile<i32>
    %cst_1_i32_245 = constant <i32: 1> : tile<i32>
    %cst_16_i32_246 = constant <i32: 16> : tile<i32>
    %reshape_247 = reshape %54 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_248 = constant <i32: 1> : tile<i32>
    %cst_16_i32_249 = constant <i32: 16> : tile<i32>
    %cst_512_i32_250 = constant <i32: 512> : tile<i32>
    %cst_16_i32_251 = constant <i32: 16> : tile<i32>
    %bcast_252 = broadcast %reshape_247 : tile<1x16xf32> -> tile<512x16xf32>
    %56 = mulf %47#0, %bcast_252  : tile<512x16xf32>
    %cst_1_i32_253 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_254 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_255 = constant <i32: -1> : tile<i32>
    %pview_256 = make_partition_view %tview_31 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
    %cst_0_i32_257 = constant <i32: 0> : tile<i32>
    %tile_258, %result_token_259 = load_view_tko weak %pview_256[%47#1, %assume_blockId_y_68, %cst_0_i32_257] token = %3 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %cst_128_i32_260 = constant <i32: 128> : tile<i32>
    %cst_1_i32_261 = constant <i32: 1> : tile<i32>
    %cst_512_i32_262 = constant <i32: 512> : tile<i32>
    %cst_128_i32_263 = constant <i32: 128> : tile<i32>
    %cst_512_i32_264 = constant <i32: 512> : tile<i32>
    %reshape_265 = reshape %tile_258 : tile<128x1x512xf16> -> tile<128x512xf16>
    %cst_128_i32_266 = constant <i32: 128> : tile<i32>
    %cst_512_i32_267 = constant <i32: 512> : tile<i32>
    %57 = permute %reshape_265 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %58 = ftof %52  : tile<128x16xf32> -> tile<128x16xf16>
    %59 = mmaf %57, %58, %56 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %cst_1_i32_268 = constant <i32: 1> : tile<i32>
    %60 = addi %47#1, %cst_1_i32_268 : tile<i32>
    continue %59, %60, %55, %49 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %44 : tile<f32>
  }
  %cst_16_i32_96 = constant <i32: 16> : tile<i32>
  %cst_16_i32_97 = constant <i32: 16> : tile<i32>
  %reshape_98 = reshape %reduce : tile<16xf32> -> tile<16xf32>
  %cst_16_i32_99 = constant <i32: 16> : tile<i32>
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %cst_16_i32_101 = constant <i32: 16> : tile<i32>
  %reshape_102 = reshape %reshape_98 : tile<16xf32> -> tile<1x16xf32>
  %cst_1_i32_103 = constant <i32: 1> : tile<i32>
  %cst_16_i32_104 = constant <i32: 16> : tile<i32>
  %cst_512_i32_105 = constant <i32: 512> : tile<i32>
  %cst_16_i32_106 = constant <i32: 16> : tile<i32>
  %bcast = broadcast %reshape_102 : tile<1x16xf32> -> tile<512x16xf32>
  %16 = divf %for#0, %bcast rounding<approx> flush_to_zero : tile<512x16xf32>
  %17 = log2 %reshape_98 : tile<16xf32>
  %18 = addf %for#3, %17  : tile<16xf32>
  %19 = ftof %16  : tile<512x16xf32> -> tile<512x16xf16>
  %cst_512_i32_107 = constant <i32: 512> : tile<i32>
  %cst_16_i32_108 = constant <i32: 16> : tile<i32>
  %20 = permute %19 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %cst_16_i32_109 = constant <i32: 16> : tile<i32>
  %cst_512_i32_110 = constant <i32: 512> : tile<i32>
  %cst_1_i32_111 = constant <i32: 1> : tile<i32>
  %cst_16_i32_112 = constant <i32: 16> : tile<i32>
  %cst_1_i32_113 = constant <i32: 1> : tile<i32>
  %cst_512_i32_114 = constant <i32: 512> : tile<i32>
  %reshape_115 = reshape %20 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %cst_1_i32_116 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_117 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_118 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_119 = constant <i32: -1> : tile<i32>
  %pview_120 = make_partition_view %tview_51 : partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_121 = constant <i32: 0> : tile<i32>
  %21 = store_view_tko weak %reshape_115, %pview_120[%assume_blockId_y_68, %assume_blockId_x, %assume_blockId_z_75, %cst_0_i32_121] token = %5 optimization_hints = <sm_90 = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %22 = iota : tile<16xi32>
  %23 = muli %assume_blockId_x, %cst_16_i32_61 : tile<i32>
  %cst_16_i32_122 = constant <i32: 16> : tile<i32>
  %cst_1_i32_123 = constant <i32: 1> : tile<i32>
  %cst_1_i32_124 = constant <i32: 1> : tile<i32>
  %reshape_125 = reshape %23 : tile<i32> -> tile<1xi32>
  %cst_1_i32_126 = constant <i32: 1> : tile<i32>
  %cst_16_i32_127 = constant <i32: 16> : tile<i32>
  %bcast_128 = broadcast %reshape_125 : tile<1xi32> -> tile<16xi32>
  %24 = addi %bcast_128, %22 : tile<16xi32>
  %cst_1_i32_129 = constant <i32: 1> : tile<i32>
  %reshape_130 = reshape %assume_blockId_y_68 : tile<i32> -> tile<i32>
  %bcast_131 = broadcast %reshape_130 : tile<i32> -> tile<i32>
  %25 = exti %bcast_131 signed : tile<i32> -> tile<i64>
  %cst_1_i32_132 = constant <i32: 1> : tile<i32>
  %reshape_133 = reshape %25 : tile<i64> -> tile<1xi64>
  %cst_1_i32_134 = constant <i32: 1> : tile<i32>
  %cst_16_i32_135 = constant <i32: 16> : tile<i32>
  %bcast_136 = broadcast %reshape_133 : tile<1xi64> -> tile<16xi64>
  %cst_1_i32_137 = constant <i32: 1> : tile<i32>
  %26 = exti %cst_1_i32_137 signed : tile<i32> -> tile<i64>
  %cst_1_i32_138 = constant <i32: 1> : tile<i32>
  %reshape_139 = reshape %26 : tile<i64> -> tile<1xi64>
  %cst_1_i32_140 = constant <i32: 1> : tile<i32>
  %cst_16_i32_141 = constant <i32: 16> : tile<i32>
  %bcast_142 = broadcast %reshape_139 : tile<1xi64> -> tile<16xi64>
  %27 = cmpi less_than %bcast_136, %bcast_142, unsigned : tile<16xi64> -> tile<16xi1>
  %28 = exti %assume_54 signed : tile<i32> -> tile<i64>
  %cst_1_i32_143 = constant <i32: 1> : tile<i32>
  %reshape_144 = reshape %28 : tile<i64> -> tile<1xi64>
  %cst_1_i32_145 = constant <i32: 1> : tile<i32>
  %cst_16_i32_146 = constant <i32: 16> : tile<i32>
  %bcast_147 = broadcast %reshape_144 : tile<1xi64> -> tile<16xi64>
  %29 = muli %bcast_136, %bcast_147 : tile<16xi64>
  %30 = exti %24 signed : tile<16xi32> -> tile<16xi64>
  %31 = exti %assume_53 signed : tile<i32> -> tile<i64>
  %cst_1_i32_148 = constant <i32: 1> : tile<i32>
  %reshape_149 = reshape %31 : tile<i64> -> tile<1xi64>
  %cst_1_i32_150 = constant <i32: 1> : tile<i32>
  %cst_16_i32_151 = constant <i32: 16> : tile<i32>
  %bcast_152 = broadcast %reshape_149 : tile<1xi64> -> tile<16xi64>
  %32 = cmpi less_than %30, %bcast_152, unsigned : tile<16xi64> -> tile<16xi1>
  %33 = andi %27, %32 : tile<16xi1>
  %34 = exti %arg49 signed : tile<i32> -> tile<i64>
  %cst_1_i32_153 = constant <i32: 1> : tile<i32>
  %reshape_154 = reshape %34 : tile<i64> -> tile<1xi64>
  %cst_1_i32_155 = constant <i32: 1> : tile<i32>
  %cst_16_i32_156 = constant <i32: 16> : tile<i32>
  %bcast_157 = broadcast %reshape_154 : tile<1xi64> -> tile<16xi64>
  %35 = muli %30, %bcast_157 : tile<16xi64>
  %36 = addi %29, %35 : tile<16xi64>
  %cst_1_i32_158 = constant <i32: 1> : tile<i32>
  %reshape_159 = reshape %assume_blockId_z_75 : tile<i32> -> tile<i32>
  %bcast_160 = broadcast %reshape_159 : tile<i32> -> tile<i32>
  %37 = exti %bcast_160 signed : tile<i32> -> tile<i64>
  %cst_1_i32_161 = constant <i32: 1> : tile<i32>
  %reshape_162 = reshape %37 : tile<i64> -> tile<1xi64>
  %cst_1_i32_163 = constant <i32: 1> : tile<i32>
  %cst_16_i32_164 = constant <i32: 16> : tile<i32>
  %bcast_165 = broadcast %reshape_162 : tile<1xi64> -> tile<16xi64>
  %38 = exti %arg47 signed : tile<i32> -> tile<i64>
  %cst_1_i32_166 = constant <i32: 1> : tile<i32>
  %reshape_167 = reshape %38 : tile<i64> -> tile<1xi64>
  %cst_1_i32_168 = constant <i32: 1> : tile<i32>
  %cst_16_i32_169 = constant <i32: 16> : tile<i32>
  %bcast_170 = broadcast %reshape_167 : tile<1xi64> -> tile<16xi64>
  %39 = cmpi less_than %bcast_165, %bcast_170, unsigned : tile<16xi64> -> tile<16xi1>
  %40 = andi %33, %39 : tile<16xi1>
  %41 = addi %36, %bcast_165 : tile<16xi64>
  %cst_1_i32_171 = constant <i32: 1> : tile<i32>
  %reshape_172 = reshape %assume_52 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_173 = constant <i32: 1> : tile<i32>
  %cst_16_i32_174 = constant <i32: 16> : tile<i32>
  %bcast_175 = broadcast %reshape_172 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %cst_16_i32_176 = constant <i32: 16> : tile<i32>
  %42 = offset %bcast_175, %41 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %43 = store_ptr_tko weak %42, %18, %40 token=%6 optimization_hints = <sm_90 = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
