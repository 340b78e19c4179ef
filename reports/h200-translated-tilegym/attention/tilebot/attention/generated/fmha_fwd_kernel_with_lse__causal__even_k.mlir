entry @fmha_fwd_kernel_with_lse__causal__even_k_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<f32>>, %arg37: tile<i32>, %arg38: tile<f32>, %arg39: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1, occupancy = 1}> {
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_0 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_2 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %0 = make_token : token
  %assume_11 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_11, shape = [%assume, %assume_1, %assume_assume, %assume_assume_4], strides = [%assume_assume_6, %assume_assume_8, %assume_assume_10, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_23 = assume div_by<16>, %assume_22 : tile<i32>
  %1 = make_token : token
  %assume_24 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %tview_25 = make_tensor_view %assume_24, shape = [%assume_12, %assume_13, %assume_assume_15, %assume_assume_17], strides = [%assume_assume_19, %assume_assume_21, %assume_assume_23, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_26 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_29 = assume div_by<16>, %assume_28 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_31 = assume div_by<16>, %assume_30 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_33 = assume div_by<16>, %assume_32 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_35 = assume div_by<16>, %assume_34 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_37 = assume div_by<16>, %assume_36 : tile<i32>
  %2 = make_token : token
  %assume_38 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %tview_39 = make_tensor_view %assume_38, shape = [%assume_26, %assume_27, %assume_assume_29, %assume_assume_31], strides = [%assume_assume_33, %assume_assume_35, %assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_40 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_43 = assume div_by<16>, %assume_42 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_49 = assume div_by<16>, %assume_48 : tile<i32>
  %assume_50 = assume bounded<0, ?>, %arg34 : tile<i32>
  %assume_assume_51 = assume div_by<16>, %assume_50 : tile<i32>
  %3 = make_token : token
  %assume_52 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %tview_53 = make_tensor_view %assume_52, shape = [%assume_40, %assume_41, %assume_assume_43, %assume_assume_45], strides = [%assume_assume_47, %assume_assume_49, %assume_assume_51, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_54 = assume div_by<16>, %arg36 : tile<ptr<f32>>
  %assume_55 = assume div_by<16>, %arg37 : tile<i32>
  %assume_56 = assume div_by<16>, %arg39 : tile<i32>
  %cst_64_i32_57 = constant <i32: 64> : tile<i32>
  %cst_2_i32_58 = constant <i32: 2> : tile<i32>
  %cst_256_i32_59 = constant <i32: 256> : tile<i32>
  %cst_256_i32_60 = constant <i32: 256> : tile<i32>
  %cst_128_i32_61 = constant <i32: 128> : tile<i32>
  %cst_1_i32_62 = constant <i32: 1> : tile<i32>
  %4 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_63, %blockId_y_64, %blockId_z_65 = get_tile_block_id : tile<i32>
  %assume_blockId_x_66 = assume bounded<0, ?>, %blockId_x_63 : tile<i32>
  %assume_blockId_y_67 = assume bounded<0, ?>, %blockId_y_64 : tile<i32>
  %assume_blockId_z_68 = assume bounded<0, ?>, %blockId_z_65 : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %5 = divi %assume_blockId_y_67, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %cst_8_i32_69 = constant <i32: 8> : tile<i32>
  %6 = remi %assume_blockId_y_67, %cst_8_i32_69 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %7 = cmpi not_equal %6, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_70 = constant <i32: 0> : tile<i32>
  %8 = cmpi less_than %6, %cst_0_i32_70, signed : tile<i32> -> tile<i1>
  %cst_8_i32_71 = constant <i32: 8> : tile<i32>
  %cst_0_i32_72 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %9 = cmpi not_equal %8, %false, unsigned : tile<i1> -> tile<i1>
  %10 = andi %7, %9 : tile<i1>
  %11 = if %10 -> (tile<i32>) {
    %cst_8_i32_149 = constant <i32: 8> : tile<i32>
    %49 = addi %6, %cst_8_i32_149 : tile<i32>
    yield %49 : tile<i32>
  } else {
    yield %6 : tile<i32>
  }
  %12 = divi %11, %cst_1_i32_62 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %13 = mulf %arg38, %cst_f32  : tile<f32>
  %14 = iota : tile<256xi32>
  %15 = muli %assume_blockId_x, %cst_256_i32_60 : tile<i32>
  %cst_256_i32_73 = constant <i32: 256> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %reshape = reshape %15 : tile<i32> -> tile<1xi32>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %cst_256_i32_77 = constant <i32: 256> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %16 = addi %bcast, %14 : tile<256xi32>
  %cst_256_i32_78 = constant <i32: 256> : tile<i32>
  %cst_1_i32_79 = constant <i32: 1> : tile<i32>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %reshape_81 = reshape %assume_56 : tile<i32> -> tile<1xi32>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %cst_256_i32_83 = constant <i32: 256> : tile<i32>
  %bcast_84 = broadcast %reshape_81 : tile<1xi32> -> tile<256xi32>
  %17 = addi %16, %bcast_84 : tile<256xi32>
  %cst_256_i32_85 = constant <i32: 256> : tile<i32>
  %cst_256_i32_86 = constant <i32: 256> : tile<i32>
  %cst_1_i32_87 = constant <i32: 1> : tile<i32>
  %reshape_88 = reshape %17 : tile<256xi32> -> tile<256x1xi32>
  %18 = iota : tile<128xi32>
  %cst_128_i32_89 = constant <i32: 128> : tile<i32>
  %cst_1_i32_90 = constant <i32: 1> : tile<i32>
  %cst_128_i32_91 = constant <i32: 128> : tile<i32>
  %reshape_92 = reshape %18 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_93 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_94 = constant <f32: 0.000000e+00> : tile<256x64xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_95 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_96 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_97 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_98 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%5, %11, %assume_blockId_x, %cst_0_i32_98] token = %0 : partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x64xf16>, token
  %cst_1_i32_99 = constant <i32: 1> : tile<i32>
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %cst_256_i32_101 = constant <i32: 256> : tile<i32>
  %cst_64_i32_102 = constant <i32: 64> : tile<i32>
  %cst_256_i32_103 = constant <i32: 256> : tile<i32>
  %cst_64_i32_104 = constant <i32: 64> : tile<i32>
  %reshape_105 = reshape %tile : tile<1x1x256x64xf16> -> tile<256x64xf16>
  %cst_1_i32_106 = constant <i32: 1> : tile<i32>
  %19 = addi %assume_blockId_x, %cst_1_i32_106 : tile<i32>
  %20 = muli %19, %cst_256_i32_60 : tile<i32>
  %21 = addi %assume_56, %20 : tile<i32>
  %22:4 = get_tensor_shape %tview_25 : tensor_view<?x?x?x?xf16, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32_107 = constant <i32: 2> : tile<i32>
  %23 = muli %assume_blockId_x, %cst_256_i32_60 : tile<i32>
  %24 = addi %assume_56, %23 : tile<i32>
  %25 = divi %24, %cst_128_i32_61 signed rounding<negative_inf> : tile<i32>
  %26 = divi %22#2, %cst_128_i32_61 signed rounding<negative_inf> : tile<i32>
  %27 = mini %25, %26 signed : tile<i32>
  %28 = mini %21, %22#2 signed : tile<i32>
  %29 = divi %28, %cst_128_i32_61 signed rounding<positive_inf> : tile<i32>
  %30 = mini %29, %27 signed : tile<i32>
  %cst_0_i32_108 = constant <i32: 0> : tile<i32>
  %31 = maxi %cst_0_i32_108, %27 signed : tile<i32>
  %cst_0_i32_109 = constant <i32: 0> : tile<i32>
  %cst_1_i32_110 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_109 to %30, step %cst_1_i32_110) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_94, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_93) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %assume_149 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_150 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_151 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_152 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_153 = constant <i32: -1> : tile<i32>
    %pview_154 = make_partition_view %tview_25 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_155 = constant <i32: 0> : tile<i32>
    %tile_156, %result_token_157 = load_view_tko weak %pview_154[%5, %12, %cst_0_i32_155, %assume_149] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xf16>, token
    %cst_1_i32_158 = constant <i32: 1> : tile<i32>
    %cst_1_i32_159 = constant <i32: 1> : tile<i32>
    %cst_64_i32_160 = constant <i32: 64> : tile<i32>
    %cst_128_i32_161 = constant <i32: 128> : tile<i32>
    %cst_64_i32_162 = constant <i32: 64> : tile<i32>
    %cst_128_i32_163 = constant <i32: 128> : tile<i32>
    %reshape_164 = reshape %tile_156 : tile<1x1x64x128xf16> -> tile<64x128xf16>
    %cst_0_f32_165 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %49 = mmaf %reshape_105, %reshape_164, %cst_0_f32_165 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
    %reduce = reduce %49 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %61 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %61 : tile<f32>
    }
    %cst_256_i32_166 = constant <i32: 256> : tile<i32>
    %cst_256_i32_167 = constant <i32: 256> : tile<i32>
    %reshape_168 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_169 = constant <i32: 256> : tile<i32>
    %cst_256_i32_170 = constant <i32: 256> : tile<i32>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %reshape_172 = reshape %reshape_168 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_173 = constant <i32: 256> : tile<i32>
    %cst_1_i32_174 = constant <i32: 1> : tile<i32>
    %cst_1_i32_175 = constant <i32: 1> : tile<i32>
    %cst_1_i32_176 = constant <i32: 1> : tile<i32>
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %reshape_178 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_179 = constant <i32: 1> : tile<i32>
    %cst_1_i32_180 = constant <i32: 1> : tile<i32>
    %cst_256_i32_181 = constant <i32: 256> : tile<i32>
    %cst_1_i32_182 = constant <i32: 1> : tile<i32>
    %bcast_183 = broadcast %reshape_178 : tile<1x1xf32> -> tile<256x1xf32>
    %50 = mulf %reshape_172, %bcast_183  : tile<256x1xf32>
    %51 = maxf %iterArg2, %50 : tile<256x1xf32>
    %cst_256_i32_184 = constant <i32: 256> : tile<i32>
    %cst_128_i32_185 = constant <i32: 128> : tile<i32>
    %cst_1_i32_186 = constant <i32: 1> : tile<i32>
    %cst_1_i32_187 = constant <i32: 1> : tile<i32>
    %cst_1_i32_188 = constant <i32: 1> : tile<i32>
    %reshape_189 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_190 = constant <i32: 1> : tile<i32>
    %cst_1_i32_191 = constant <i32: 1> : tile<i32>
    %cst_256_i32_192 = constant <i32: 256> : tile<i32>
    %cst_128_i32_193 = constant <i32: 128> : tile<i32>
    %bcast_194 = broadcast %reshape_189 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_195 = constant <i32: 256> : tile<i32>
    %cst_1_i32_196 = constant <i32: 1> : tile<i32>
    %cst_256_i32_197 = constant <i32: 256> : tile<i32>
    %cst_128_i32_198 = constant <i32: 128> : tile<i32>
    %bcast_199 = broadcast %51 : tile<256x1xf32> -> tile<256x128xf32>
    %52 = negf %bcast_199 : tile<256x128xf32>
    %53 = fma %49, %bcast_194, %52  : tile<256x128xf32>
    %54 = exp2 %53 flush_to_zero : tile<256x128xf32>
    %reduce_200 = reduce %54 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %61 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %61 : tile<f32>
    }
    %cst_256_i32_201 = constant <i32: 256> : tile<i32>
    %cst_256_i32_202 = constant <i32: 256> : tile<i32>
    %reshape_203 = reshape %reduce_200 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_204 = constant <i32: 256> : tile<i32>
    %cst_256_i32_205 = constant <i32: 256> : tile<i32>
    %cst_1_i32_206 = constant <i32: 1> : tile<i32>
    %reshape_207 = reshape %reshape_203 : tile<256xf32> -> tile<256x1xf32>
    %55 = subf %iterArg2, %51  : tile<256x1xf32>
    %56 = exp2 %55 flush_to_zero : tile<256x1xf32>
    %57 = fma %iterArg1, %56, %reshape_207  : tile<256x1xf32>
    %cst_256_i32_208 = constant <i32: 256> : tile<i32>
    %cst_1_i32_209 = constant <i32: 1> : tile<i32>
    %cst_256_i32_210 = constant <i32: 256> : tile<i32>
    %cst_64_i32_211 = constant <i32: 64> : tile<i32>
    %bcast_212 = broadcast %56 : tile<256x1xf32> -> tile<256x64xf32>
    %58 = mulf %iterArg0, %bcast_212  : tile<256x64xf32>
    %cst_-1_i32_213 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_214 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_215 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_216 = constant <i32: -1> : tile<i32>
    %pview_217 = make_partition_view %tview_39 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_218 = constant <i32: 0> : tile<i32>
    %tile_219, %result_token_220 = load_view_tko weak %pview_217[%5, %12, %assume_149, %cst_0_i32_218] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %cst_1_i32_221 = constant <i32: 1> : tile<i32>
    %cst_1_i32_222 = constant <i32: 1> : tile<i32>
    %cst_128_i32_223 = constant <i32: 128> : tile<i32>
    %cst_64_i32_224 = constant <i32: 64> : tile<i32>
    %cst_128_i32_225 = constant <i32: 128> : tile<i32>
    %cst_64_i32_226 = constant <i32: 64> : tile<i32>
    %reshape_227 = reshape %tile_219 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %59 = ftof %54  : tile<256x128xf32> -> tile<256x128xf16>
    %60 = mmaf %59, %reshape_227, %58 : tile<256x128xf16>, tile<128x64xf16>, tile<256x64xf32>
    continue %60, %57, %51 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_1_i32_111 = constant <i32: 1> : tile<i32>
  %for_112:3 = for %loopIdx in (%31 to %29, step %cst_1_i32_111) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %cst_-1_i32_149 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_150 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_151 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_152 = constant <i32: -1> : tile<i32>
    %pview_153 = make_partition_view %tview_25 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_154 = constant <i32: 0> : tile<i32>
    %tile_155, %result_token_156 = load_view_tko weak %pview_153[%5, %12, %cst_0_i32_154, %loopIdx] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xf16>, token
    %cst_1_i32_157 = constant <i32: 1> : tile<i32>
    %cst_1_i32_158 = constant <i32: 1> : tile<i32>
    %cst_64_i32_159 = constant <i32: 64> : tile<i32>
    %cst_128_i32_160 = constant <i32: 128> : tile<i32>
    %cst_64_i32_161 = constant <i32: 64> : tile<i32>
    %cst_128_i32_162 = constant <i32: 128> : tile<i32>
    %reshape_163 = reshape %tile_155 : tile<1x1x64x128xf16> -> tile<64x128xf16>
    %cst_0_f32_164 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %49 = mmaf %reshape_105, %reshape_163, %cst_0_f32_164 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
    %50 = muli %loopIdx, %cst_128_i32_61 : tile<i32>
    %cst_1_i32_165 = constant <i32: 1> : tile<i32>
    %cst_128_i32_166 = constant <i32: 128> : tile<i32>
    %cst_1_i32_167 = constant <i32: 1> : tile<i32>
    %cst_1_i32_168 = constant <i32: 1> : tile<i32>
    %cst_1_i32_169 = constant <i32: 1> : tile<i32>
    %reshape_170 = reshape %50 : tile<i32> -> tile<1x1xi32>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %cst_1_i32_172 = constant <i32: 1> : tile<i32>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %cst_128_i32_174 = constant <i32: 128> : tile<i32>
    %bcast_175 = broadcast %reshape_170 : tile<1x1xi32> -> tile<1x128xi32>
    %51 = addi %bcast_175, %reshape_92 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %cst_256_i32_176 = constant <i32: 256> : tile<i32>
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %cst_256_i32_178 = constant <i32: 256> : tile<i32>
    %cst_128_i32_179 = constant <i32: 128> : tile<i32>
    %bcast_180 = broadcast %reshape_88 : tile<256x1xi32> -> tile<256x128xi32>
    %cst_1_i32_181 = constant <i32: 1> : tile<i32>
    %cst_128_i32_182 = constant <i32: 128> : tile<i32>
    %cst_256_i32_183 = constant <i32: 256> : tile<i32>
    %cst_128_i32_184 = constant <i32: 128> : tile<i32>
    %bcast_185 = broadcast %51 : tile<1x128xi32> -> tile<256x128xi32>
    %52 = cmpi greater_than_or_equal %bcast_180, %bcast_185, signed : tile<256x128xi32> -> tile<256x128xi1>
    %53 = andi %true, %52 : tile<256x128xi1>
    %cst_0_f32_186 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %cst_f32_187 = constant <f32: 0xFF800000> : tile<256x128xf32>
    %54 = select %53, %cst_0_f32_186, %cst_f32_187 : tile<256x128xi1>, tile<256x128xf32>
    %55 = addf %49, %54  : tile<256x128xf32>
    %reduce = reduce %55 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %67 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %67 : tile<f32>
    }
    %cst_256_i32_188 = constant <i32: 256> : tile<i32>
    %cst_256_i32_189 = constant <i32: 256> : tile<i32>
    %reshape_190 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_191 = constant <i32: 256> : tile<i32>
    %cst_256_i32_192 = constant <i32: 256> : tile<i32>
    %cst_1_i32_193 = constant <i32: 1> : tile<i32>
    %reshape_194 = reshape %reshape_190 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_195 = constant <i32: 256> : tile<i32>
    %cst_1_i32_196 = constant <i32: 1> : tile<i32>
    %cst_1_i32_197 = constant <i32: 1> : tile<i32>
    %cst_1_i32_198 = constant <i32: 1> : tile<i32>
    %cst_1_i32_199 = constant <i32: 1> : tile<i32>
    %reshape_200 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_201 = constant <i32: 1> : tile<i32>
    %cst_1_i32_202 = constant <i32: 1> : tile<i32>
    %cst_256_i32_203 = constant <i32: 256> : tile<i32>
    %cst_1_i32_204 = constant <i32: 1> : tile<i32>
    %bcast_205 = broadcast %reshape_200 : tile<1x1xf32> -> tile<256x1xf32>
    %56 = mulf %reshape_194, %bcast_205  : tile<256x1xf32>
    %57 = maxf %iterArg2, %56 : tile<256x1xf32>
    %cst_256_i32_206 = constant <i32: 256> : tile<i32>
    %cst_128_i32_207 = constant <i32: 128> : tile<i32>
    %cst_1_i32_208 = constant <i32: 1> : tile<i32>
    %cst_1_i32_209 = constant <i32: 1> : tile<i32>
    %cst_1_i32_210 = constant <i32: 1> : tile<i32>
    %reshape_211 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_212 = constant <i32: 1> : tile<i32>
    %cst_1_i32_213 = constant <i32: 1> : tile<i32>
    %cst_256_i32_214 = constant <i32: 256> : tile<i32>
    %cst_128_i32_215 = constant <i32: 128> : tile<i32>
    %bcast_216 = broadcast %reshape_211 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_217 = constant <i32: 256> : tile<i32>
    %cst_1_i32_218 = constant <i32: 1> : tile<i32>
    %cst_256_i32_219 = constant <i32: 256> : tile<i32>
    %cst_128_i32_220 = constant <i32: 128> : tile<i32>
    %bcast_221 = broadcast %57 : tile<256x1xf32> -> tile<256x128xf32>
    %58 = negf %bcast_221 : tile<256x128xf32>
    %59 = fma %55, %bcast_216, %58  : tile<256x128xf32>
    %60 = exp2 %59 flush_to_zero : tile<256x128xf32>
    %reduce_222 = reduce %60 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %67 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %67 : tile<f32>
    }
    %cst_256_i32_223 = constant <i32: 256> : tile<i32>
    %cst_256_i32_224 = constant <i32: 256> : tile<i32>
    %reshape_225 = reshape %reduce_222 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_226 = constant <i32: 256> : tile<i32>
    %cst_256_i32_227 = constant <i32: 256> : tile<i32>
    %cst_1_i32_228 = constant <i32: 1> : tile<i32>
    %reshape_229 = reshape %reshape_225 : tile<256xf32> -> tile<256x1xf32>
    %61 = subf %iterArg2, %57  : tile<256x1xf32>
    %62 = exp2 %61 flush_to_zero : tile<256x1xf32>
    %63 = fma %iterArg1, %62, %reshape_229  : tile<256x1xf32>
    %cst_256_i32_230 = constant <i32: 256> : tile<i32>
    %cst_1_i32_231 = constant <i32: 1> : tile<i32>
    %cst_256_i32_232 = constant <i32: 256> : tile<i32>
    %cst_64_i32_233 = constant <i32: 64> : tile<i32>
    %bcast_234 = broadcast %62 : tile<256x1xf32> -> tile<256x64xf32>
    %64 = mulf %iterArg0, %bcast_234  : tile<256x64xf32>
    %cst_-1_i32_235 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_236 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_237 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_238 = constant <i32: -1> : tile<i32>
    %pview_239 = make_partition_view %tview_39 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_240 = constant <i32: 0> : tile<i32>
    %tile_241, %result_token_242 = load_view_tko weak %pview_239[%5, %12, %loopIdx, %cst_0_i32_240] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %cst_1_i32_243 = constant <i32: 1> : tile<i32>
    %cst_1_i32_244 = constant <i32: 1> : tile<i32>
    %cst_128_i32_245 = constant <i32: 128> : tile<i32>
    %cst_64_i32_246 = constant <i32: 64> : tile<i32>
    %cst_128_i32_247 = constant <i32: 128> : tile<i32>
    %cst_64_i32_248 = constant <i32: 64> : tile<i32>
    %reshape_249 = reshape %tile_241 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %65 = ftof %60  : tile<256x128xf32> -> tile<256x128xf16>
    %66 = mmaf %65, %reshape_249, %64 : tile<256x128xf16>, tile<128x64xf16>, tile<256x64xf32>
    continue %66, %63, %57 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_256_i32_113 = constant <i32: 256> : tile<i32>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %cst_256_i32_115 = constant <i32: 256> : tile<i32>
  %cst_64_i32_116 = constant <i32: 64> : tile<i32>
  %bcast_117 = broadcast %for_112#1 : tile<256x1xf32> -> tile<256x64xf32>
  %32 = divf %for_112#0, %bcast_117 rounding<approx> flush_to_zero : tile<256x64xf32>
  %cst_256_i32_118 = constant <i32: 256> : tile<i32>
  %cst_64_i32_119 = constant <i32: 64> : tile<i32>
  %cst_1_i32_120 = constant <i32: 1> : tile<i32>
  %cst_1_i32_121 = constant <i32: 1> : tile<i32>
  %cst_256_i32_122 = constant <i32: 256> : tile<i32>
  %cst_64_i32_123 = constant <i32: 64> : tile<i32>
  %reshape_124 = reshape %32 : tile<256x64xf32> -> tile<1x1x256x64xf32>
  %33 = ftof %reshape_124  : tile<1x1x256x64xf32> -> tile<1x1x256x64xf16>
  %pview_125 = make_partition_view %tview_53 : partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_126 = constant <i32: 0> : tile<i32>
  %34 = store_view_tko weak %33, %pview_125[%5, %11, %assume_blockId_x, %cst_0_i32_126] token = %3 : tile<1x1x256x64xf16>, partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %35 = log2 %for_112#1 : tile<256x1xf32>
  %36 = addf %for_112#2, %35  : tile<256x1xf32>
  %cst_256_i32_127 = constant <i32: 256> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %cst_256_i32_129 = constant <i32: 256> : tile<i32>
  %reshape_130 = reshape %36 : tile<256x1xf32> -> tile<256xf32>
  %37 = iota : tile<256xi32>
  %38 = muli %11, %cst_256_i32_59 : tile<i32>
  %cst_2048_i32 = constant <i32: 2048> : tile<i32>
  %39 = muli %5, %cst_2048_i32 : tile<i32>
  %40 = addi %39, %38 : tile<i32>
  %41 = muli %assume_blockId_x, %cst_256_i32_60 : tile<i32>
  %42 = addi %40, %41 : tile<i32>
  %cst_256_i32_131 = constant <i32: 256> : tile<i32>
  %cst_1_i32_132 = constant <i32: 1> : tile<i32>
  %cst_1_i32_133 = constant <i32: 1> : tile<i32>
  %reshape_134 = reshape %42 : tile<i32> -> tile<1xi32>
  %cst_1_i32_135 = constant <i32: 1> : tile<i32>
  %cst_256_i32_136 = constant <i32: 256> : tile<i32>
  %bcast_137 = broadcast %reshape_134 : tile<1xi32> -> tile<256xi32>
  %43 = addi %bcast_137, %37 : tile<256xi32>
  %44 = exti %43 signed : tile<256xi32> -> tile<256xi64>
  %45 = exti %assume_55 signed : tile<i32> -> tile<i64>
  %cst_1_i32_138 = constant <i32: 1> : tile<i32>
  %reshape_139 = reshape %45 : tile<i64> -> tile<1xi64>
  %cst_1_i32_140 = constant <i32: 1> : tile<i32>
  %cst_256_i32_141 = constant <i32: 256> : tile<i32>
  %bcast_142 = broadcast %reshape_139 : tile<1xi64> -> tile<256xi64>
  %46 = cmpi less_than %44, %bcast_142, unsigned : tile<256xi64> -> tile<256xi1>
  %cst_1_i32_143 = constant <i32: 1> : tile<i32>
  %reshape_144 = reshape %assume_54 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_145 = constant <i32: 1> : tile<i32>
  %cst_256_i32_146 = constant <i32: 256> : tile<i32>
  %bcast_147 = broadcast %reshape_144 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_148 = constant <i32: 256> : tile<i32>
  %47 = offset %bcast_147, %44 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %48 = store_ptr_tko weak %47, %reshape_130, %46 token=%4 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
