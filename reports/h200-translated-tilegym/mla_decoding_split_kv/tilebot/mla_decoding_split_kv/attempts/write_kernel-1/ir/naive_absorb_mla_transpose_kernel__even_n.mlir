entry @naive_absorb_mla_transpose_kernel__even_n_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<f32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_4_i32 = constant <i32: 4> : tile<i32>
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
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_assume_24 = assume div_by<16>, %assume_23 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_26 = assume div_by<16>, %assume_25 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_28 = assume div_by<16>, %assume_27 : tile<i32>
  %2 = make_token : token
  %assume_29 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_30 = make_tensor_view %assume_29, shape = [%assume_20, %assume_assume_22, %assume_assume_24], strides = [%assume_assume_26, %assume_assume_28, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_31 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_33 = assume div_by<16>, %assume_32 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_35 = assume div_by<16>, %assume_34 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_37 = assume div_by<16>, %assume_36 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_assume_39 = assume div_by<16>, %assume_38 : tile<i32>
  %3 = make_token : token
  %assume_40 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %tview_41 = make_tensor_view %assume_40, shape = [%assume_31, %assume_assume_33, %assume_assume_35], strides = [%assume_assume_37, %assume_assume_39, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_42 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_43 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_44 = assume div_by<16>, %assume_43 : tile<i32>
  %assume_45 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_46 = assume div_by<16>, %assume_45 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_48 = assume div_by<16>, %assume_47 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_50 = assume div_by<16>, %assume_49 : tile<i32>
  %4 = make_token : token
  %assume_51 = assume div_by<16>, %arg28 : tile<ptr<f16>>
  %tview_52 = make_tensor_view %assume_51, shape = [%assume_42, %assume_assume_44, %assume_assume_46], strides = [%assume_assume_48, %assume_assume_50, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_53 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_assume_55 = assume div_by<16>, %assume_54 : tile<i32>
  %assume_56 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_assume_58 = assume div_by<16>, %assume_57 : tile<i32>
  %assume_59 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_assume_60 = assume div_by<16>, %assume_59 : tile<i32>
  %assume_61 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_assume_62 = assume div_by<16>, %assume_61 : tile<i32>
  %assume_63 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_64 = assume div_by<16>, %assume_63 : tile<i32>
  %5 = make_token : token
  %assume_65 = assume div_by<16>, %arg35 : tile<ptr<f16>>
  %tview_66 = make_tensor_view %assume_65, shape = [%assume_53, %assume_assume_55, %assume_56, %assume_assume_58], strides = [%assume_assume_60, %assume_assume_62, %assume_assume_64, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_67 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_68 = assume div_by<16>, %arg46 : tile<i32>
  %assume_69 = assume div_by<16>, %arg48 : tile<i32>
  %assume_70 = assume div_by<16>, %arg51 : tile<i32>
  %assume_71 = assume div_by<16>, %arg52 : tile<i32>
  %assume_72 = assume div_by<16>, %arg53 : tile<i32>
  %cst_4_i32_73 = constant <i32: 4> : tile<i32>
  %cst_128_i32_74 = constant <i32: 128> : tile<i32>
  %cst_512_i32_75 = constant <i32: 512> : tile<i32>
  %cst_16_i32_76 = constant <i32: 16> : tile<i32>
  %cst_128_i32_77 = constant <i32: 128> : tile<i32>
  %cst_64_i32_78 = constant <i32: 64> : tile<i32>
  %6 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_79, %blockId_y_80, %blockId_z_81 = get_tile_block_id : tile<i32>
  %assume_blockId_x_82 = assume bounded<0, ?>, %blockId_x_79 : tile<i32>
  %assume_blockId_y_83 = assume bounded<0, ?>, %blockId_y_80 : tile<i32>
  %assume_blockId_z_84 = assume bounded<0, ?>, %blockId_z_81 : tile<i32>
  %blockId_x_85, %blockId_y_86, %blockId_z_87 = get_tile_block_id : tile<i32>
  %assume_blockId_x_88 = assume bounded<0, ?>, %blockId_x_85 : tile<i32>
  %assume_blockId_y_89 = assume bounded<0, ?>, %blockId_y_86 : tile<i32>
  %assume_blockId_z_90 = assume bounded<0, ?>, %blockId_z_87 : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %7 = mulf %arg50, %cst_f32  : tile<f32>
  %cst_f32_91 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_92 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_93 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_y_83, %cst_0_i32, %assume_blockId_x] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_512_i32_94 = constant <i32: 512> : tile<i32>
  %cst_16_i32_95 = constant <i32: 16> : tile<i32>
  %cst_512_i32_96 = constant <i32: 512> : tile<i32>
  %cst_16_i32_97 = constant <i32: 16> : tile<i32>
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_-1_i32_98 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_99 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_100 = constant <i32: -1> : tile<i32>
  %pview_101 = make_partition_view %tview_19 : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %tile_103, %result_token_104 = load_view_tko weak %pview_101[%assume_blockId_y_83, %cst_0_i32_102, %assume_blockId_x] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %cst_64_i32_106 = constant <i32: 64> : tile<i32>
  %cst_16_i32_107 = constant <i32: 16> : tile<i32>
  %cst_64_i32_108 = constant <i32: 64> : tile<i32>
  %cst_16_i32_109 = constant <i32: 16> : tile<i32>
  %reshape_110 = reshape %tile_103 : tile<1x64x16xf16> -> tile<64x16xf16>
  %8 = muli %cst_128_i32_74, %assume_blockId_z_90 : tile<i32>
  %9 = addi %8, %cst_128_i32_74 : tile<i32>
  %10 = cmpi greater_than %9, %assume_72, signed : tile<i32> -> tile<i1>
  %11 = if %10 -> (tile<i32>) {
    yield %assume_72 : tile<i32>
  } else {
    yield %9 : tile<i32>
  }
  %12 = divi %8, %cst_128_i32_77 signed rounding<negative_inf> : tile<i32>
  %13 = divi %assume_72, %cst_128_i32_77 signed rounding<negative_inf> : tile<i32>
  %14 = muli %13, %cst_128_i32_77 : tile<i32>
  %15 = iota : tile<128xi32>
  %for:4 = for %loopIdx in (%8 to %11, step %cst_128_i32_77) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %12, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_91) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %cst_-1_i32_185 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_186 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_187 = constant <i32: -1> : tile<i32>
    %pview_188 = make_partition_view %tview_30 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_189 = constant <i32: 0> : tile<i32>
    %tile_190, %result_token_191 = load_view_tko weak %pview_188[%assume_blockId_y_83, %iterArg1, %cst_0_i32_189] token = %2 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %cst_128_i32_193 = constant <i32: 128> : tile<i32>
    %cst_512_i32_194 = constant <i32: 512> : tile<i32>
    %cst_128_i32_195 = constant <i32: 128> : tile<i32>
    %cst_512_i32_196 = constant <i32: 512> : tile<i32>
    %reshape_197 = reshape %tile_190 : tile<1x128x512xf16> -> tile<128x512xf16>
    %cst_0_f32_198 = constant <f32: 0.000000e+00> : tile<128x16xf32>
    %44 = mmaf %reshape_197, %reshape, %cst_0_f32_198 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %cst_-1_i32_199 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_200 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_201 = constant <i32: -1> : tile<i32>
    %pview_202 = make_partition_view %tview_52 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_203 = constant <i32: 0> : tile<i32>
    %tile_204, %result_token_205 = load_view_tko weak %pview_202[%assume_blockId_y_83, %iterArg1, %cst_0_i32_203] token = %4 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %cst_1_i32_206 = constant <i32: 1> : tile<i32>
    %cst_128_i32_207 = constant <i32: 128> : tile<i32>
    %cst_64_i32_208 = constant <i32: 64> : tile<i32>
    %cst_128_i32_209 = constant <i32: 128> : tile<i32>
    %cst_64_i32_210 = constant <i32: 64> : tile<i32>
    %reshape_211 = reshape %tile_204 : tile<1x128x64xf16> -> tile<128x64xf16>
    %45 = mmaf %reshape_211, %reshape_110, %44 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %reduce_212 = reduce %45 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %59 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %59 : tile<f32>
    }
    %cst_16_i32_213 = constant <i32: 16> : tile<i32>
    %cst_16_i32_214 = constant <i32: 16> : tile<i32>
    %reshape_215 = reshape %reduce_212 : tile<16xf32> -> tile<16xf32>
    %cst_16_i32_216 = constant <i32: 16> : tile<i32>
    %cst_1_i32_217 = constant <i32: 1> : tile<i32>
    %cst_1_i32_218 = constant <i32: 1> : tile<i32>
    %reshape_219 = reshape %7 : tile<f32> -> tile<1xf32>
    %cst_1_i32_220 = constant <i32: 1> : tile<i32>
    %cst_16_i32_221 = constant <i32: 16> : tile<i32>
    %bcast_222 = broadcast %reshape_219 : tile<1xf32> -> tile<16xf32>
    %46 = mulf %reshape_215, %bcast_222  : tile<16xf32>
    %47 = maxf %iterArg3, %46 : tile<16xf32>
    %cst_16_i32_223 = constant <i32: 16> : tile<i32>
    %cst_1_i32_224 = constant <i32: 1> : tile<i32>
    %cst_16_i32_225 = constant <i32: 16> : tile<i32>
    %reshape_226 = reshape %47 : tile<16xf32> -> tile<1x16xf32>
    %cst_128_i32_227 = constant <i32: 128> : tile<i32>
    %cst_16_i32_228 = constant <i32: 16> : tile<i32>
    %cst_1_i32_229 = constant <i32: 1> : tile<i32>
    %cst_1_i32_230 = constant <i32: 1> : tile<i32>
    %cst_1_i32_231 = constant <i32: 1> : tile<i32>
    %reshape_232 = reshape %7 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_233 = constant <i32: 1> : tile<i32>
    %cst_1_i32_234 = constant <i32: 1> : tile<i32>
    %cst_128_i32_235 = constant <i32: 128> : tile<i32>
    %cst_16_i32_236 = constant <i32: 16> : tile<i32>
    %bcast_237 = broadcast %reshape_232 : tile<1x1xf32> -> tile<128x16xf32>
    %cst_1_i32_238 = constant <i32: 1> : tile<i32>
    %cst_16_i32_239 = constant <i32: 16> : tile<i32>
    %cst_128_i32_240 = constant <i32: 128> : tile<i32>
    %cst_16_i32_241 = constant <i32: 16> : tile<i32>
    %bcast_242 = broadcast %reshape_226 : tile<1x16xf32> -> tile<128x16xf32>
    %48 = negf %bcast_242 : tile<128x16xf32>
    %49 = fma %45, %bcast_237, %48  : tile<128x16xf32>
    %50 = exp2 %49 : tile<128x16xf32>
    %51 = subf %iterArg3, %47  : tile<16xf32>
    %52 = exp2 %51 : tile<16xf32>
    %cst_16_i32_243 = constant <i32: 16> : tile<i32>
    %cst_1_i32_244 = constant <i32: 1> : tile<i32>
    %cst_16_i32_245 = constant <i32: 16> : tile<i32>
    %reshape_246 = reshape %52 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_247 = constant <i32: 1> : tile<i32>
    %cst_16_i32_248 = constant <i32: 16> : tile<i32>
    %cst_128_i32_249 = constant <i32: 128> : tile<i32>
    %cst_16_i32_250 = constant <i32: 16> : tile<i32>
    %bcast_251 = broadcast %reshape_246 : tile<1x16xf32> -> tile<128x16xf32>
    %53 = fma %iterArg2, %bcast_251, %50  : tile<128x16xf32>
    %cst_16_i32_252 = constant <i32: 16> : tile<i32>
    %cst_1_i32_253 = constant <i32: 1> : tile<i32>
    %cst_16_i32_254 = constant <i32: 16> : tile<i32>
    %reshape_255 = reshape %52 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_256 = constant <i32: 1> : tile<i32>
    %cst_16_i32_257 = constant <i32: 16> : tile<i32>
    %cst_512_i32_258 = constant <i32: 512> : tile<i32>
    %cst_16_i32_259 = constant <i32: 16> : tile<i32>
    %bcast_260 = broadcast %reshape_255 : tile<1x16xf32> -> tile<512x16xf32>
    %54 = mulf %iterArg0, %bcast_260  : tile<512x16xf32>
    %cst_-1_i32_261 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_262 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_263 = constant <i32: -1> : tile<i32>
    %pview_264 = make_partition_view %tview_41 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
    %cst_0_i32_265 = constant <i32: 0> : tile<i32>
    %tile_266, %result_token_267 = load_view_tko weak %pview_264[%iterArg1, %assume_blockId_y_83, %cst_0_i32_265] token = %3 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %cst_128_i32_268 = constant <i32: 128> : tile<i32>
    %cst_1_i32_269 = constant <i32: 1> : tile<i32>
    %cst_512_i32_270 = constant <i32: 512> : tile<i32>
    %cst_128_i32_271 = constant <i32: 128> : tile<i32>
    %cst_512_i32_272 = constant <i32: 512> : tile<i32>
    %reshape_273 = reshape %tile_266 : tile<128x1x512xf16> -> tile<128x512xf16>
    %cst_128_i32_274 = constant <i32: 128> : tile<i32>
    %cst_512_i32_275 = constant <i32: 512> : tile<i32>
    %55 = permute %reshape_273 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %56 = ftof %50  : tile<128x16xf32> -> tile<128x16xf16>
    %57 = mmaf %55, %56, %54 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %cst_1_i32_276 = constant <i32: 1> : tile<i32>
    %58 = addi %iterArg1, %cst_1_i32_276 : tile<i32>
    continue %57, %58, %53, %47 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %44 : tile<f32>
  }
  %cst_16_i32_111 = constant <i32: 16> : tile<i32>
  %cst_16_i32_112 = constant <i32: 16> : tile<i32>
  %reshape_113 = reshape %reduce : tile<16xf32> -> tile<16xf32>
  %cst_16_i32_114 = constant <i32: 16> : tile<i32>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %cst_16_i32_116 = constant <i32: 16> : tile<i32>
  %reshape_117 = reshape %reshape_113 : tile<16xf32> -> tile<1x16xf32>
  %cst_1_i32_118 = constant <i32: 1> : tile<i32>
  %cst_16_i32_119 = constant <i32: 16> : tile<i32>
  %cst_512_i32_120 = constant <i32: 512> : tile<i32>
  %cst_16_i32_121 = constant <i32: 16> : tile<i32>
  %bcast = broadcast %reshape_117 : tile<1x16xf32> -> tile<512x16xf32>
  %16 = divf %for#0, %bcast rounding<approx> flush_to_zero : tile<512x16xf32>
  %17 = log2 %reshape_113 : tile<16xf32>
  %18 = addf %for#3, %17  : tile<16xf32>
  %19 = ftof %16  : tile<512x16xf32> -> tile<512x16xf16>
  %cst_512_i32_122 = constant <i32: 512> : tile<i32>
  %cst_16_i32_123 = constant <i32: 16> : tile<i32>
  %20 = permute %19 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %cst_16_i32_124 = constant <i32: 16> : tile<i32>
  %cst_512_i32_125 = constant <i32: 512> : tile<i32>
  %cst_1_i32_126 = constant <i32: 1> : tile<i32>
  %cst_16_i32_127 = constant <i32: 16> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %cst_512_i32_129 = constant <i32: 512> : tile<i32>
  %reshape_130 = reshape %20 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %pview_131 = make_partition_view %tview_66 : partition_view<tile=(1x16x1x512), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_132 = constant <i32: 0> : tile<i32>
  %21 = store_view_tko weak %reshape_130, %pview_131[%assume_blockId_y_83, %assume_blockId_x, %assume_blockId_z_90, %cst_0_i32_132] token = %5 optimization_hints = <sm_90 = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %22 = iota : tile<16xi32>
  %23 = muli %assume_blockId_x, %cst_16_i32_76 : tile<i32>
  %cst_16_i32_133 = constant <i32: 16> : tile<i32>
  %cst_1_i32_134 = constant <i32: 1> : tile<i32>
  %cst_1_i32_135 = constant <i32: 1> : tile<i32>
  %reshape_136 = reshape %23 : tile<i32> -> tile<1xi32>
  %cst_1_i32_137 = constant <i32: 1> : tile<i32>
  %cst_16_i32_138 = constant <i32: 16> : tile<i32>
  %bcast_139 = broadcast %reshape_136 : tile<1xi32> -> tile<16xi32>
  %24 = addi %bcast_139, %22 : tile<16xi32>
  %cst_16_i32_140 = constant <i32: 16> : tile<i32>
  %cst_1_i32_141 = constant <i32: 1> : tile<i32>
  %cst_1_i32_142 = constant <i32: 1> : tile<i32>
  %reshape_143 = reshape %assume_blockId_y_83 : tile<i32> -> tile<1xi32>
  %cst_1_i32_144 = constant <i32: 1> : tile<i32>
  %cst_16_i32_145 = constant <i32: 16> : tile<i32>
  %bcast_146 = broadcast %reshape_143 : tile<1xi32> -> tile<16xi32>
  %25 = exti %bcast_146 signed : tile<16xi32> -> tile<16xi64>
  %26 = exti %arg45 signed : tile<i32> -> tile<i64>
  %cst_1_i32_147 = constant <i32: 1> : tile<i32>
  %reshape_148 = reshape %26 : tile<i64> -> tile<1xi64>
  %cst_1_i32_149 = constant <i32: 1> : tile<i32>
  %cst_16_i32_150 = constant <i32: 16> : tile<i32>
  %bcast_151 = broadcast %reshape_148 : tile<1xi64> -> tile<16xi64>
  %27 = cmpi less_than %25, %bcast_151, unsigned : tile<16xi64> -> tile<16xi1>
  %28 = exti %assume_69 signed : tile<i32> -> tile<i64>
  %cst_1_i32_152 = constant <i32: 1> : tile<i32>
  %reshape_153 = reshape %28 : tile<i64> -> tile<1xi64>
  %cst_1_i32_154 = constant <i32: 1> : tile<i32>
  %cst_16_i32_155 = constant <i32: 16> : tile<i32>
  %bcast_156 = broadcast %reshape_153 : tile<1xi64> -> tile<16xi64>
  %29 = muli %25, %bcast_156 : tile<16xi64>
  %30 = exti %24 signed : tile<16xi32> -> tile<16xi64>
  %31 = exti %assume_68 signed : tile<i32> -> tile<i64>
  %cst_1_i32_157 = constant <i32: 1> : tile<i32>
  %reshape_158 = reshape %31 : tile<i64> -> tile<1xi64>
  %cst_1_i32_159 = constant <i32: 1> : tile<i32>
  %cst_16_i32_160 = constant <i32: 16> : tile<i32>
  %bcast_161 = broadcast %reshape_158 : tile<1xi64> -> tile<16xi64>
  %32 = cmpi less_than %30, %bcast_161, unsigned : tile<16xi64> -> tile<16xi1>
  %33 = andi %27, %32 : tile<16xi1>
  %34 = exti %arg49 signed : tile<i32> -> tile<i64>
  %cst_1_i32_162 = constant <i32: 1> : tile<i32>
  %reshape_163 = reshape %34 : tile<i64> -> tile<1xi64>
  %cst_1_i32_164 = constant <i32: 1> : tile<i32>
  %cst_16_i32_165 = constant <i32: 16> : tile<i32>
  %bcast_166 = broadcast %reshape_163 : tile<1xi64> -> tile<16xi64>
  %35 = muli %30, %bcast_166 : tile<16xi64>
  %36 = addi %29, %35 : tile<16xi64>
  %cst_16_i32_167 = constant <i32: 16> : tile<i32>
  %cst_1_i32_168 = constant <i32: 1> : tile<i32>
  %cst_1_i32_169 = constant <i32: 1> : tile<i32>
  %reshape_170 = reshape %assume_blockId_z_90 : tile<i32> -> tile<1xi32>
  %cst_1_i32_171 = constant <i32: 1> : tile<i32>
  %cst_16_i32_172 = constant <i32: 16> : tile<i32>
  %bcast_173 = broadcast %reshape_170 : tile<1xi32> -> tile<16xi32>
  %37 = exti %bcast_173 signed : tile<16xi32> -> tile<16xi64>
  %38 = exti %arg47 signed : tile<i32> -> tile<i64>
  %cst_1_i32_174 = constant <i32: 1> : tile<i32>
  %reshape_175 = reshape %38 : tile<i64> -> tile<1xi64>
  %cst_1_i32_176 = constant <i32: 1> : tile<i32>
  %cst_16_i32_177 = constant <i32: 16> : tile<i32>
  %bcast_178 = broadcast %reshape_175 : tile<1xi64> -> tile<16xi64>
  %39 = cmpi less_than %37, %bcast_178, unsigned : tile<16xi64> -> tile<16xi1>
  %40 = andi %33, %39 : tile<16xi1>
  %41 = addi %36, %37 : tile<16xi64>
  %cst_1_i32_179 = constant <i32: 1> : tile<i32>
  %reshape_180 = reshape %assume_67 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_181 = constant <i32: 1> : tile<i32>
  %cst_16_i32_182 = constant <i32: 16> : tile<i32>
  %bcast_183 = broadcast %reshape_180 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %cst_16_i32_184 = constant <i32: 16> : tile<i32>
  %42 = offset %bcast_183, %41 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %43 = store_ptr_tko weak %42, %18, %40 token=%6 optimization_hints = <sm_90 = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
