entry @naive_absorb_mla_transpose_kernel__even_n_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<f32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_4_i32 = constant <i32: 4> : tile<i32>
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
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_20 = assume div_by<16>, %assume_19 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %2 = make_token : token
  %assume_23 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_24 = make_tensor_view %assume_23, shape = [1, %assume_16, %assume_assume_18], strides = [%assume_assume_20, %assume_assume_22, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_25 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_27 = assume div_by<16>, %assume_26 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_29 = assume div_by<16>, %assume_28 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_assume_31 = assume div_by<16>, %assume_30 : tile<i32>
  %3 = make_token : token
  %assume_32 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %tview_33 = make_tensor_view %assume_32, shape = [1, %assume_25, %assume_assume_27], strides = [%assume_assume_29, %assume_assume_31, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_34 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_36 = assume div_by<16>, %assume_35 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_38 = assume div_by<16>, %assume_37 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_40 = assume div_by<16>, %assume_39 : tile<i32>
  %4 = make_token : token
  %assume_41 = assume div_by<16>, %arg28 : tile<ptr<f16>>
  %tview_42 = make_tensor_view %assume_41, shape = [1, %assume_34, %assume_assume_36], strides = [%assume_assume_38, %assume_assume_40, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_43 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_assume_48 = assume div_by<16>, %assume_47 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_assume_50 = assume div_by<16>, %assume_49 : tile<i32>
  %assume_51 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_52 = assume div_by<16>, %assume_51 : tile<i32>
  %5 = make_token : token
  %assume_53 = assume div_by<16>, %arg35 : tile<ptr<f16>>
  %tview_54 = make_tensor_view %assume_53, shape = [1, %assume_43, %assume_assume_45, %assume_46], strides = [%assume_assume_48, %assume_assume_50, %assume_assume_52, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_55 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_56 = assume div_by<16>, %arg46 : tile<i32>
  %assume_57 = assume div_by<16>, %arg48 : tile<i32>
  %assume_58 = assume div_by<4>, %arg49 : tile<i32>
  %assume_59 = assume div_by<16>, %arg51 : tile<i32>
  %assume_60 = assume div_by<16>, %arg52 : tile<i32>
  %assume_61 = assume div_by<16>, %arg53 : tile<i32>
  %cst_4_i32_62 = constant <i32: 4> : tile<i32>
  %cst_128_i32_63 = constant <i32: 128> : tile<i32>
  %cst_512_i32_64 = constant <i32: 512> : tile<i32>
  %cst_16_i32_65 = constant <i32: 16> : tile<i32>
  %cst_128_i32_66 = constant <i32: 128> : tile<i32>
  %cst_64_i32_67 = constant <i32: 64> : tile<i32>
  %6 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_68, %blockId_y_69, %blockId_z_70 = get_tile_block_id : tile<i32>
  %assume_blockId_x_71 = assume bounded<0, ?>, %blockId_x_68 : tile<i32>
  %assume_blockId_y_72 = assume bounded<0, ?>, %blockId_y_69 : tile<i32>
  %assume_blockId_z_73 = assume bounded<0, ?>, %blockId_z_70 : tile<i32>
  %blockId_x_74, %blockId_y_75, %blockId_z_76 = get_tile_block_id : tile<i32>
  %assume_blockId_x_77 = assume bounded<0, ?>, %blockId_x_74 : tile<i32>
  %assume_blockId_y_78 = assume bounded<0, ?>, %blockId_y_75 : tile<i32>
  %assume_blockId_z_79 = assume bounded<0, ?>, %blockId_z_76 : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %7 = mulf %arg50, %cst_f32  : tile<f32>
  %cst_f32_80 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_81 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_y_72, %cst_0_i32, %assume_blockId_x] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %cst_512_i32_83 = constant <i32: 512> : tile<i32>
  %cst_16_i32_84 = constant <i32: 16> : tile<i32>
  %cst_512_i32_85 = constant <i32: 512> : tile<i32>
  %cst_16_i32_86 = constant <i32: 16> : tile<i32>
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_1_i32_87 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_88 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_89 = constant <i32: -1> : tile<i32>
  %pview_90 = make_partition_view %tview_15 : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %tile_92, %result_token_93 = load_view_tko weak %pview_90[%assume_blockId_y_72, %cst_0_i32_91, %assume_blockId_x] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %cst_1_i32_94 = constant <i32: 1> : tile<i32>
  %cst_64_i32_95 = constant <i32: 64> : tile<i32>
  %cst_16_i32_96 = constant <i32: 16> : tile<i32>
  %cst_64_i32_97 = constant <i32: 64> : tile<i32>
  %cst_16_i32_98 = constant <i32: 16> : tile<i32>
  %reshape_99 = reshape %tile_92 : tile<1x64x16xf16> -> tile<64x16xf16>
  %8 = muli %cst_128_i32_63, %assume_blockId_z_79 : tile<i32>
  %9 = addi %8, %cst_128_i32_63 : tile<i32>
  %10 = cmpi greater_than %9, %assume_61, signed : tile<i32> -> tile<i1>
  %11 = if %10 -> (tile<i32>) {
    yield %assume_61 : tile<i32>
  } else {
    yield %9 : tile<i32>
  }
  %12 = divi %8, %cst_128_i32_66 signed rounding<negative_inf> : tile<i32>
  %13 = divi %assume_61, %cst_128_i32_66 signed rounding<negative_inf> : tile<i32>
  %14 = muli %13, %cst_128_i32_66 : tile<i32>
  %15 = iota : tile<128xi32>
  %for:4 = for %loopIdx in (%8 to %11, step %cst_128_i32_66) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %12, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_80) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %cst_1_i32_181 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_182 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_183 = constant <i32: -1> : tile<i32>
    %pview_184 = make_partition_view %tview_24 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_185 = constant <i32: 0> : tile<i32>
    %tile_186, %result_token_187 = load_view_tko weak %pview_184[%assume_blockId_y_72, %iterArg1, %cst_0_i32_185] token = %2 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %cst_1_i32_188 = constant <i32: 1> : tile<i32>
    %cst_128_i32_189 = constant <i32: 128> : tile<i32>
    %cst_512_i32_190 = constant <i32: 512> : tile<i32>
    %cst_128_i32_191 = constant <i32: 128> : tile<i32>
    %cst_512_i32_192 = constant <i32: 512> : tile<i32>
    %reshape_193 = reshape %tile_186 : tile<1x128x512xf16> -> tile<128x512xf16>
    %cst_0_f32_194 = constant <f32: 0.000000e+00> : tile<128x16xf32>
    %44 = mmaf %reshape_193, %reshape, %cst_0_f32_194 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %cst_1_i32_195 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_196 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_197 = constant <i32: -1> : tile<i32>
    %pview_198 = make_partition_view %tview_42 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
    %cst_0_i32_199 = constant <i32: 0> : tile<i32>
    %tile_200, %result_token_201 = load_view_tko weak %pview_198[%assume_blockId_y_72, %iterArg1, %cst_0_i32_199] token = %4 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %cst_1_i32_202 = constant <i32: 1> : tile<i32>
    %cst_128_i32_203 = constant <i32: 128> : tile<i32>
    %cst_64_i32_204 = constant <i32: 64> : tile<i32>
    %cst_128_i32_205 = constant <i32: 128> : tile<i32>
    %cst_64_i32_206 = constant <i32: 64> : tile<i32>
    %reshape_207 = reshape %tile_200 : tile<1x128x64xf16> -> tile<128x64xf16>
    %45 = mmaf %reshape_207, %reshape_99, %44 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %reduce_208 = reduce %45 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %59 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %59 : tile<f32>
    }
    %cst_16_i32_209 = constant <i32: 16> : tile<i32>
    %cst_16_i32_210 = constant <i32: 16> : tile<i32>
    %reshape_211 = reshape %reduce_208 : tile<16xf32> -> tile<16xf32>
    %cst_16_i32_212 = constant <i32: 16> : tile<i32>
    %cst_1_i32_213 = constant <i32: 1> : tile<i32>
    %cst_1_i32_214 = constant <i32: 1> : tile<i32>
    %reshape_215 = reshape %7 : tile<f32> -> tile<1xf32>
    %cst_1_i32_216 = constant <i32: 1> : tile<i32>
    %cst_16_i32_217 = constant <i32: 16> : tile<i32>
    %bcast_218 = broadcast %reshape_215 : tile<1xf32> -> tile<16xf32>
    %46 = mulf %reshape_211, %bcast_218  : tile<16xf32>
    %47 = maxf %iterArg3, %46 : tile<16xf32>
    %cst_16_i32_219 = constant <i32: 16> : tile<i32>
    %cst_1_i32_220 = constant <i32: 1> : tile<i32>
    %cst_16_i32_221 = constant <i32: 16> : tile<i32>
    %reshape_222 = reshape %47 : tile<16xf32> -> tile<1x16xf32>
    %cst_128_i32_223 = constant <i32: 128> : tile<i32>
    %cst_16_i32_224 = constant <i32: 16> : tile<i32>
    %cst_1_i32_225 = constant <i32: 1> : tile<i32>
    %cst_1_i32_226 = constant <i32: 1> : tile<i32>
    %cst_1_i32_227 = constant <i32: 1> : tile<i32>
    %reshape_228 = reshape %7 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_229 = constant <i32: 1> : tile<i32>
    %cst_1_i32_230 = constant <i32: 1> : tile<i32>
    %cst_128_i32_231 = constant <i32: 128> : tile<i32>
    %cst_16_i32_232 = constant <i32: 16> : tile<i32>
    %bcast_233 = broadcast %reshape_228 : tile<1x1xf32> -> tile<128x16xf32>
    %cst_1_i32_234 = constant <i32: 1> : tile<i32>
    %cst_16_i32_235 = constant <i32: 16> : tile<i32>
    %cst_128_i32_236 = constant <i32: 128> : tile<i32>
    %cst_16_i32_237 = constant <i32: 16> : tile<i32>
    %bcast_238 = broadcast %reshape_222 : tile<1x16xf32> -> tile<128x16xf32>
    %48 = negf %bcast_238 : tile<128x16xf32>
    %49 = fma %45, %bcast_233, %48  : tile<128x16xf32>
    %50 = exp2 %49 : tile<128x16xf32>
    %51 = subf %iterArg3, %47  : tile<16xf32>
    %52 = exp2 %51 : tile<16xf32>
    %cst_16_i32_239 = constant <i32: 16> : tile<i32>
    %cst_1_i32_240 = constant <i32: 1> : tile<i32>
    %cst_16_i32_241 = constant <i32: 16> : tile<i32>
    %reshape_242 = reshape %52 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_243 = constant <i32: 1> : tile<i32>
    %cst_16_i32_244 = constant <i32: 16> : tile<i32>
    %cst_128_i32_245 = constant <i32: 128> : tile<i32>
    %cst_16_i32_246 = constant <i32: 16> : tile<i32>
    %bcast_247 = broadcast %reshape_242 : tile<1x16xf32> -> tile<128x16xf32>
    %53 = fma %iterArg2, %bcast_247, %50  : tile<128x16xf32>
    %cst_16_i32_248 = constant <i32: 16> : tile<i32>
    %cst_1_i32_249 = constant <i32: 1> : tile<i32>
    %cst_16_i32_250 = constant <i32: 16> : tile<i32>
    %reshape_251 = reshape %52 : tile<16xf32> -> tile<1x16xf32>
    %cst_1_i32_252 = constant <i32: 1> : tile<i32>
    %cst_16_i32_253 = constant <i32: 16> : tile<i32>
    %cst_512_i32_254 = constant <i32: 512> : tile<i32>
    %cst_16_i32_255 = constant <i32: 16> : tile<i32>
    %bcast_256 = broadcast %reshape_251 : tile<1x16xf32> -> tile<512x16xf32>
    %54 = mulf %iterArg0, %bcast_256  : tile<512x16xf32>
    %cst_1_i32_257 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_258 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_259 = constant <i32: -1> : tile<i32>
    %pview_260 = make_partition_view %tview_33 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
    %cst_0_i32_261 = constant <i32: 0> : tile<i32>
    %tile_262, %result_token_263 = load_view_tko weak %pview_260[%iterArg1, %assume_blockId_y_72, %cst_0_i32_261] token = %3 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %cst_128_i32_264 = constant <i32: 128> : tile<i32>
    %cst_1_i32_265 = constant <i32: 1> : tile<i32>
    %cst_512_i32_266 = constant <i32: 512> : tile<i32>
    %cst_128_i32_267 = constant <i32: 128> : tile<i32>
    %cst_512_i32_268 = constant <i32: 512> : tile<i32>
    %reshape_269 = reshape %tile_262 : tile<128x1x512xf16> -> tile<128x512xf16>
    %cst_128_i32_270 = constant <i32: 128> : tile<i32>
    %cst_512_i32_271 = constant <i32: 512> : tile<i32>
    %55 = permute %reshape_269 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %56 = ftof %50  : tile<128x16xf32> -> tile<128x16xf16>
    %57 = mmaf %55, %56, %54 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %cst_1_i32_272 = constant <i32: 1> : tile<i32>
    %58 = addi %iterArg1, %cst_1_i32_272 : tile<i32>
    continue %57, %58, %53, %47 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %44 : tile<f32>
  }
  %cst_16_i32_100 = constant <i32: 16> : tile<i32>
  %cst_16_i32_101 = constant <i32: 16> : tile<i32>
  %reshape_102 = reshape %reduce : tile<16xf32> -> tile<16xf32>
  %cst_16_i32_103 = constant <i32: 16> : tile<i32>
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %cst_16_i32_105 = constant <i32: 16> : tile<i32>
  %reshape_106 = reshape %reshape_102 : tile<16xf32> -> tile<1x16xf32>
  %cst_1_i32_107 = constant <i32: 1> : tile<i32>
  %cst_16_i32_108 = constant <i32: 16> : tile<i32>
  %cst_512_i32_109 = constant <i32: 512> : tile<i32>
  %cst_16_i32_110 = constant <i32: 16> : tile<i32>
  %bcast = broadcast %reshape_106 : tile<1x16xf32> -> tile<512x16xf32>
  %16 = divf %for#0, %bcast rounding<approx> flush_to_zero : tile<512x16xf32>
  %17 = log2 %reshape_102 : tile<16xf32>
  %18 = addf %for#3, %17  : tile<16xf32>
  %19 = ftof %16  : tile<512x16xf32> -> tile<512x16xf16>
  %cst_512_i32_111 = constant <i32: 512> : tile<i32>
  %cst_16_i32_112 = constant <i32: 16> : tile<i32>
  %20 = permute %19 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %cst_16_i32_113 = constant <i32: 16> : tile<i32>
  %cst_512_i32_114 = constant <i32: 512> : tile<i32>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %cst_16_i32_116 = constant <i32: 16> : tile<i32>
  %cst_1_i32_117 = constant <i32: 1> : tile<i32>
  %cst_512_i32_118 = constant <i32: 512> : tile<i32>
  %reshape_119 = reshape %20 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %cst_1_i32_120 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_121 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_122 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_123 = constant <i32: -1> : tile<i32>
  %pview_124 = make_partition_view %tview_54 : partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_125 = constant <i32: 0> : tile<i32>
  %21 = store_view_tko weak %reshape_119, %pview_124[%assume_blockId_y_72, %assume_blockId_x, %assume_blockId_z_79, %cst_0_i32_125] token = %5 optimization_hints = <sm_90 = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %22 = iota : tile<16xi32>
  %23 = muli %assume_blockId_x, %cst_16_i32_65 : tile<i32>
  %cst_16_i32_126 = constant <i32: 16> : tile<i32>
  %cst_1_i32_127 = constant <i32: 1> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %reshape_129 = reshape %23 : tile<i32> -> tile<1xi32>
  %cst_1_i32_130 = constant <i32: 1> : tile<i32>
  %cst_16_i32_131 = constant <i32: 16> : tile<i32>
  %bcast_132 = broadcast %reshape_129 : tile<1xi32> -> tile<16xi32>
  %24 = addi %bcast_132, %22 : tile<16xi32>
  %cst_1_i32_133 = constant <i32: 1> : tile<i32>
  %reshape_134 = reshape %assume_blockId_y_72 : tile<i32> -> tile<i32>
  %bcast_135 = broadcast %reshape_134 : tile<i32> -> tile<i32>
  %25 = exti %bcast_135 signed : tile<i32> -> tile<i64>
  %cst_1_i32_136 = constant <i32: 1> : tile<i32>
  %reshape_137 = reshape %25 : tile<i64> -> tile<1xi64>
  %cst_1_i32_138 = constant <i32: 1> : tile<i32>
  %cst_16_i32_139 = constant <i32: 16> : tile<i32>
  %bcast_140 = broadcast %reshape_137 : tile<1xi64> -> tile<16xi64>
  %cst_1_i32_141 = constant <i32: 1> : tile<i32>
  %26 = exti %cst_1_i32_141 signed : tile<i32> -> tile<i64>
  %cst_1_i32_142 = constant <i32: 1> : tile<i32>
  %reshape_143 = reshape %26 : tile<i64> -> tile<1xi64>
  %cst_1_i32_144 = constant <i32: 1> : tile<i32>
  %cst_16_i32_145 = constant <i32: 16> : tile<i32>
  %bcast_146 = broadcast %reshape_143 : tile<1xi64> -> tile<16xi64>
  %27 = cmpi less_than %bcast_140, %bcast_146, unsigned : tile<16xi64> -> tile<16xi1>
  %28 = exti %assume_57 signed : tile<i32> -> tile<i64>
  %cst_1_i32_147 = constant <i32: 1> : tile<i32>
  %reshape_148 = reshape %28 : tile<i64> -> tile<1xi64>
  %cst_1_i32_149 = constant <i32: 1> : tile<i32>
  %cst_16_i32_150 = constant <i32: 16> : tile<i32>
  %bcast_151 = broadcast %reshape_148 : tile<1xi64> -> tile<16xi64>
  %29 = muli %bcast_140, %bcast_151 : tile<16xi64>
  %30 = exti %24 signed : tile<16xi32> -> tile<16xi64>
  %31 = exti %assume_56 signed : tile<i32> -> tile<i64>
  %cst_1_i32_152 = constant <i32: 1> : tile<i32>
  %reshape_153 = reshape %31 : tile<i64> -> tile<1xi64>
  %cst_1_i32_154 = constant <i32: 1> : tile<i32>
  %cst_16_i32_155 = constant <i32: 16> : tile<i32>
  %bcast_156 = broadcast %reshape_153 : tile<1xi64> -> tile<16xi64>
  %32 = cmpi less_than %30, %bcast_156, unsigned : tile<16xi64> -> tile<16xi1>
  %33 = andi %27, %32 : tile<16xi1>
  %34 = exti %assume_58 signed : tile<i32> -> tile<i64>
  %cst_1_i32_157 = constant <i32: 1> : tile<i32>
  %reshape_158 = reshape %34 : tile<i64> -> tile<1xi64>
  %cst_1_i32_159 = constant <i32: 1> : tile<i32>
  %cst_16_i32_160 = constant <i32: 16> : tile<i32>
  %bcast_161 = broadcast %reshape_158 : tile<1xi64> -> tile<16xi64>
  %35 = muli %30, %bcast_161 : tile<16xi64>
  %36 = addi %29, %35 : tile<16xi64>
  %cst_1_i32_162 = constant <i32: 1> : tile<i32>
  %reshape_163 = reshape %assume_blockId_z_79 : tile<i32> -> tile<i32>
  %bcast_164 = broadcast %reshape_163 : tile<i32> -> tile<i32>
  %37 = exti %bcast_164 signed : tile<i32> -> tile<i64>
  %cst_1_i32_165 = constant <i32: 1> : tile<i32>
  %reshape_166 = reshape %37 : tile<i64> -> tile<1xi64>
  %cst_1_i32_167 = constant <i32: 1> : tile<i32>
  %cst_16_i32_168 = constant <i32: 16> : tile<i32>
  %bcast_169 = broadcast %reshape_166 : tile<1xi64> -> tile<16xi64>
  %38 = exti %arg47 signed : tile<i32> -> tile<i64>
  %cst_1_i32_170 = constant <i32: 1> : tile<i32>
  %reshape_171 = reshape %38 : tile<i64> -> tile<1xi64>
  %cst_1_i32_172 = constant <i32: 1> : tile<i32>
  %cst_16_i32_173 = constant <i32: 16> : tile<i32>
  %bcast_174 = broadcast %reshape_171 : tile<1xi64> -> tile<16xi64>
  %39 = cmpi less_than %bcast_169, %bcast_174, unsigned : tile<16xi64> -> tile<16xi1>
  %40 = andi %33, %39 : tile<16xi1>
  %41 = addi %36, %bcast_169 : tile<16xi64>
  %cst_1_i32_175 = constant <i32: 1> : tile<i32>
  %reshape_176 = reshape %assume_55 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_177 = constant <i32: 1> : tile<i32>
  %cst_16_i32_178 = constant <i32: 16> : tile<i32>
  %bcast_179 = broadcast %reshape_176 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %cst_16_i32_180 = constant <i32: 16> : tile<i32>
  %42 = offset %bcast_179, %41 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %43 = store_ptr_tko weak %42, %18, %40 token=%6 optimization_hints = <sm_90 = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
