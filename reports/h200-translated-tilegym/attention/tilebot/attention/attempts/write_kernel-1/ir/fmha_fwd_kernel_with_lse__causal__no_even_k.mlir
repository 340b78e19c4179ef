entry @fmha_fwd_kernel_with_lse__causal__no_even_k_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<f32>>, %arg37: tile<i32>, %arg38: tile<f32>, %arg39: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1, occupancy = 1}> {
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32_0 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_3 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %0 = make_token : token
  %assume_10 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_10, shape = [%assume, %assume_1, %assume_2, %assume_assume], strides = [%assume_assume_5, %assume_assume_7, %assume_assume_9, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %1 = make_token : token
  %assume_22 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %tview_23 = make_tensor_view %assume_22, shape = [%assume_11, %assume_12, %assume_13, %assume_assume_15], strides = [%assume_assume_17, %assume_assume_19, %assume_assume_21, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_24 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_28 = assume div_by<16>, %assume_27 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_30 = assume div_by<16>, %assume_29 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_32 = assume div_by<16>, %assume_31 : tile<i32>
  %assume_33 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_34 = assume div_by<16>, %assume_33 : tile<i32>
  %2 = make_token : token
  %assume_35 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %tview_36 = make_tensor_view %assume_35, shape = [%assume_24, %assume_25, %assume_26, %assume_assume_28], strides = [%assume_assume_30, %assume_assume_32, %assume_assume_34, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_37 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_41 = assume div_by<16>, %assume_40 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_43 = assume div_by<16>, %assume_42 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg34 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %3 = make_token : token
  %assume_48 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %tview_49 = make_tensor_view %assume_48, shape = [%assume_37, %assume_38, %assume_39, %assume_assume_41], strides = [%assume_assume_43, %assume_assume_45, %assume_assume_47, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_50 = assume div_by<16>, %arg36 : tile<ptr<f32>>
  %assume_51 = assume div_by<16>, %arg37 : tile<i32>
  %assume_52 = assume div_by<16>, %arg39 : tile<i32>
  %cst_64_i32_53 = constant <i32: 64> : tile<i32>
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %cst_256_i32_55 = constant <i32: 256> : tile<i32>
  %cst_128_i32_56 = constant <i32: 128> : tile<i32>
  %cst_1_i32_57 = constant <i32: 1> : tile<i32>
  %4 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_58, %blockId_y_59, %blockId_z_60 = get_tile_block_id : tile<i32>
  %assume_blockId_x_61 = assume bounded<0, ?>, %blockId_x_58 : tile<i32>
  %assume_blockId_y_62 = assume bounded<0, ?>, %blockId_y_59 : tile<i32>
  %assume_blockId_z_63 = assume bounded<0, ?>, %blockId_z_60 : tile<i32>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %5 = divi %assume_blockId_y_62, %cst_4_i32 signed rounding<negative_inf> : tile<i32>
  %cst_4_i32_64 = constant <i32: 4> : tile<i32>
  %6 = remi %assume_blockId_y_62, %cst_4_i32_64 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %7 = cmpi not_equal %6, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_65 = constant <i32: 0> : tile<i32>
  %8 = cmpi less_than %6, %cst_0_i32_65, signed : tile<i32> -> tile<i1>
  %cst_4_i32_66 = constant <i32: 4> : tile<i32>
  %cst_0_i32_67 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %9 = cmpi not_equal %8, %false, unsigned : tile<i1> -> tile<i1>
  %10 = andi %7, %9 : tile<i1>
  %11 = if %10 -> (tile<i32>) {
    %cst_4_i32_144 = constant <i32: 4> : tile<i32>
    %49 = addi %6, %cst_4_i32_144 : tile<i32>
    yield %49 : tile<i32>
  } else {
    yield %6 : tile<i32>
  }
  %12 = divi %11, %cst_1_i32_57 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %13 = mulf %arg38, %cst_f32  : tile<f32>
  %14 = iota : tile<256xi32>
  %15 = muli %assume_blockId_x, %cst_256_i32_55 : tile<i32>
  %cst_256_i32_68 = constant <i32: 256> : tile<i32>
  %cst_1_i32_69 = constant <i32: 1> : tile<i32>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %reshape = reshape %15 : tile<i32> -> tile<1xi32>
  %cst_1_i32_71 = constant <i32: 1> : tile<i32>
  %cst_256_i32_72 = constant <i32: 256> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %16 = addi %bcast, %14 : tile<256xi32>
  %cst_256_i32_73 = constant <i32: 256> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %reshape_76 = reshape %assume_52 : tile<i32> -> tile<1xi32>
  %cst_1_i32_77 = constant <i32: 1> : tile<i32>
  %cst_256_i32_78 = constant <i32: 256> : tile<i32>
  %bcast_79 = broadcast %reshape_76 : tile<1xi32> -> tile<256xi32>
  %17 = addi %16, %bcast_79 : tile<256xi32>
  %cst_256_i32_80 = constant <i32: 256> : tile<i32>
  %cst_256_i32_81 = constant <i32: 256> : tile<i32>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %reshape_83 = reshape %17 : tile<256xi32> -> tile<256x1xi32>
  %18 = iota : tile<128xi32>
  %cst_128_i32_84 = constant <i32: 128> : tile<i32>
  %cst_1_i32_85 = constant <i32: 1> : tile<i32>
  %cst_128_i32_86 = constant <i32: 128> : tile<i32>
  %reshape_87 = reshape %18 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_88 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_89 = constant <f32: 0.000000e+00> : tile<256x64xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_90 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_91 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_92 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_93 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%5, %11, %assume_blockId_x, %cst_0_i32_93] token = %0 : partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x64xf16>, token
  %cst_1_i32_94 = constant <i32: 1> : tile<i32>
  %cst_1_i32_95 = constant <i32: 1> : tile<i32>
  %cst_256_i32_96 = constant <i32: 256> : tile<i32>
  %cst_64_i32_97 = constant <i32: 64> : tile<i32>
  %cst_256_i32_98 = constant <i32: 256> : tile<i32>
  %cst_64_i32_99 = constant <i32: 64> : tile<i32>
  %reshape_100 = reshape %tile : tile<1x1x256x64xf16> -> tile<256x64xf16>
  %cst_1_i32_101 = constant <i32: 1> : tile<i32>
  %19 = addi %assume_blockId_x, %cst_1_i32_101 : tile<i32>
  %20 = muli %19, %cst_256_i32_55 : tile<i32>
  %21 = addi %assume_52, %20 : tile<i32>
  %22:4 = get_tensor_shape %tview_23 : tensor_view<?x?x?x?xf16, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %23 = muli %assume_blockId_x, %cst_256_i32_55 : tile<i32>
  %24 = addi %assume_52, %23 : tile<i32>
  %25 = divi %24, %cst_128_i32_56 signed rounding<negative_inf> : tile<i32>
  %26 = divi %22#2, %cst_128_i32_56 signed rounding<negative_inf> : tile<i32>
  %27 = mini %25, %26 signed : tile<i32>
  %28 = mini %21, %22#2 signed : tile<i32>
  %29 = divi %28, %cst_128_i32_56 signed rounding<positive_inf> : tile<i32>
  %30 = mini %29, %27 signed : tile<i32>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %31 = maxi %cst_0_i32_102, %27 signed : tile<i32>
  %cst_0_i32_103 = constant <i32: 0> : tile<i32>
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_103 to %30, step %cst_1_i32_104) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_89, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_88) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %assume_144 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_145 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_146 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_148 = constant <i32: -1> : tile<i32>
    %pview_149 = make_partition_view %tview_23 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_150 = constant <i32: 0> : tile<i32>
    %tile_151, %result_token_152 = load_view_tko weak %pview_149[%5, %12, %cst_0_i32_150, %assume_144] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xf16>, token
    %cst_1_i32_153 = constant <i32: 1> : tile<i32>
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %cst_64_i32_155 = constant <i32: 64> : tile<i32>
    %cst_128_i32_156 = constant <i32: 128> : tile<i32>
    %cst_64_i32_157 = constant <i32: 64> : tile<i32>
    %cst_128_i32_158 = constant <i32: 128> : tile<i32>
    %reshape_159 = reshape %tile_151 : tile<1x1x64x128xf16> -> tile<64x128xf16>
    %cst_0_f32_160 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %49 = mmaf %reshape_100, %reshape_159, %cst_0_f32_160 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
    %reduce = reduce %49 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %61 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %61 : tile<f32>
    }
    %cst_256_i32_161 = constant <i32: 256> : tile<i32>
    %cst_256_i32_162 = constant <i32: 256> : tile<i32>
    %reshape_163 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_164 = constant <i32: 256> : tile<i32>
    %cst_256_i32_165 = constant <i32: 256> : tile<i32>
    %cst_1_i32_166 = constant <i32: 1> : tile<i32>
    %reshape_167 = reshape %reshape_163 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_168 = constant <i32: 256> : tile<i32>
    %cst_1_i32_169 = constant <i32: 1> : tile<i32>
    %cst_1_i32_170 = constant <i32: 1> : tile<i32>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %cst_1_i32_172 = constant <i32: 1> : tile<i32>
    %reshape_173 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_174 = constant <i32: 1> : tile<i32>
    %cst_1_i32_175 = constant <i32: 1> : tile<i32>
    %cst_256_i32_176 = constant <i32: 256> : tile<i32>
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %bcast_178 = broadcast %reshape_173 : tile<1x1xf32> -> tile<256x1xf32>
    %50 = mulf %reshape_167, %bcast_178  : tile<256x1xf32>
    %51 = maxf %iterArg2, %50 : tile<256x1xf32>
    %cst_256_i32_179 = constant <i32: 256> : tile<i32>
    %cst_128_i32_180 = constant <i32: 128> : tile<i32>
    %cst_1_i32_181 = constant <i32: 1> : tile<i32>
    %cst_1_i32_182 = constant <i32: 1> : tile<i32>
    %cst_1_i32_183 = constant <i32: 1> : tile<i32>
    %reshape_184 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_185 = constant <i32: 1> : tile<i32>
    %cst_1_i32_186 = constant <i32: 1> : tile<i32>
    %cst_256_i32_187 = constant <i32: 256> : tile<i32>
    %cst_128_i32_188 = constant <i32: 128> : tile<i32>
    %bcast_189 = broadcast %reshape_184 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_190 = constant <i32: 256> : tile<i32>
    %cst_1_i32_191 = constant <i32: 1> : tile<i32>
    %cst_256_i32_192 = constant <i32: 256> : tile<i32>
    %cst_128_i32_193 = constant <i32: 128> : tile<i32>
    %bcast_194 = broadcast %51 : tile<256x1xf32> -> tile<256x128xf32>
    %52 = negf %bcast_194 : tile<256x128xf32>
    %53 = fma %49, %bcast_189, %52  : tile<256x128xf32>
    %54 = exp2 %53 flush_to_zero : tile<256x128xf32>
    %reduce_195 = reduce %54 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %61 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %61 : tile<f32>
    }
    %cst_256_i32_196 = constant <i32: 256> : tile<i32>
    %cst_256_i32_197 = constant <i32: 256> : tile<i32>
    %reshape_198 = reshape %reduce_195 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_199 = constant <i32: 256> : tile<i32>
    %cst_256_i32_200 = constant <i32: 256> : tile<i32>
    %cst_1_i32_201 = constant <i32: 1> : tile<i32>
    %reshape_202 = reshape %reshape_198 : tile<256xf32> -> tile<256x1xf32>
    %55 = subf %iterArg2, %51  : tile<256x1xf32>
    %56 = exp2 %55 flush_to_zero : tile<256x1xf32>
    %57 = fma %iterArg1, %56, %reshape_202  : tile<256x1xf32>
    %cst_256_i32_203 = constant <i32: 256> : tile<i32>
    %cst_1_i32_204 = constant <i32: 1> : tile<i32>
    %cst_256_i32_205 = constant <i32: 256> : tile<i32>
    %cst_64_i32_206 = constant <i32: 64> : tile<i32>
    %bcast_207 = broadcast %56 : tile<256x1xf32> -> tile<256x64xf32>
    %58 = mulf %iterArg0, %bcast_207  : tile<256x64xf32>
    %cst_-1_i32_208 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_209 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_210 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_211 = constant <i32: -1> : tile<i32>
    %pview_212 = make_partition_view %tview_36 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_213 = constant <i32: 0> : tile<i32>
    %tile_214, %result_token_215 = load_view_tko weak %pview_212[%5, %12, %assume_144, %cst_0_i32_213] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %cst_1_i32_216 = constant <i32: 1> : tile<i32>
    %cst_1_i32_217 = constant <i32: 1> : tile<i32>
    %cst_128_i32_218 = constant <i32: 128> : tile<i32>
    %cst_64_i32_219 = constant <i32: 64> : tile<i32>
    %cst_128_i32_220 = constant <i32: 128> : tile<i32>
    %cst_64_i32_221 = constant <i32: 64> : tile<i32>
    %reshape_222 = reshape %tile_214 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %59 = ftof %54  : tile<256x128xf32> -> tile<256x128xf16>
    %60 = mmaf %59, %reshape_222, %58 : tile<256x128xf16>, tile<128x64xf16>, tile<256x64xf32>
    continue %60, %57, %51 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %for_106:3 = for %loopIdx in (%31 to %29, step %cst_1_i32_105) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %cst_-1_i32_144 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_145 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_146 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
    %pview_148 = make_partition_view %tview_23 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_149 = constant <i32: 0> : tile<i32>
    %tile_150, %result_token_151 = load_view_tko weak %pview_148[%5, %12, %cst_0_i32_149, %loopIdx] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xf16>, token
    %cst_1_i32_152 = constant <i32: 1> : tile<i32>
    %cst_1_i32_153 = constant <i32: 1> : tile<i32>
    %cst_64_i32_154 = constant <i32: 64> : tile<i32>
    %cst_128_i32_155 = constant <i32: 128> : tile<i32>
    %cst_64_i32_156 = constant <i32: 64> : tile<i32>
    %cst_128_i32_157 = constant <i32: 128> : tile<i32>
    %reshape_158 = reshape %tile_150 : tile<1x1x64x128xf16> -> tile<64x128xf16>
    %cst_0_f32_159 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %49 = mmaf %reshape_100, %reshape_158, %cst_0_f32_159 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
    %50 = muli %loopIdx, %cst_128_i32_56 : tile<i32>
    %cst_1_i32_160 = constant <i32: 1> : tile<i32>
    %cst_128_i32_161 = constant <i32: 128> : tile<i32>
    %cst_1_i32_162 = constant <i32: 1> : tile<i32>
    %cst_1_i32_163 = constant <i32: 1> : tile<i32>
    %cst_1_i32_164 = constant <i32: 1> : tile<i32>
    %reshape_165 = reshape %50 : tile<i32> -> tile<1x1xi32>
    %cst_1_i32_166 = constant <i32: 1> : tile<i32>
    %cst_1_i32_167 = constant <i32: 1> : tile<i32>
    %cst_1_i32_168 = constant <i32: 1> : tile<i32>
    %cst_128_i32_169 = constant <i32: 128> : tile<i32>
    %bcast_170 = broadcast %reshape_165 : tile<1x1xi32> -> tile<1x128xi32>
    %51 = addi %bcast_170, %reshape_87 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %cst_128_i32_172 = constant <i32: 128> : tile<i32>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %cst_1_i32_174 = constant <i32: 1> : tile<i32>
    %cst_1_i32_175 = constant <i32: 1> : tile<i32>
    %reshape_176 = reshape %22#2 : tile<i32> -> tile<1x1xi32>
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %cst_1_i32_178 = constant <i32: 1> : tile<i32>
    %cst_1_i32_179 = constant <i32: 1> : tile<i32>
    %cst_128_i32_180 = constant <i32: 128> : tile<i32>
    %bcast_181 = broadcast %reshape_176 : tile<1x1xi32> -> tile<1x128xi32>
    %52 = cmpi less_than %51, %bcast_181, signed : tile<1x128xi32> -> tile<1x128xi1>
    %cst_1_i32_182 = constant <i32: 1> : tile<i32>
    %cst_128_i32_183 = constant <i32: 128> : tile<i32>
    %cst_256_i32_184 = constant <i32: 256> : tile<i32>
    %cst_128_i32_185 = constant <i32: 128> : tile<i32>
    %bcast_186 = broadcast %52 : tile<1x128xi1> -> tile<256x128xi1>
    %53 = andi %true, %bcast_186 : tile<256x128xi1>
    %cst_256_i32_187 = constant <i32: 256> : tile<i32>
    %cst_1_i32_188 = constant <i32: 1> : tile<i32>
    %cst_256_i32_189 = constant <i32: 256> : tile<i32>
    %cst_128_i32_190 = constant <i32: 128> : tile<i32>
    %bcast_191 = broadcast %reshape_83 : tile<256x1xi32> -> tile<256x128xi32>
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %cst_128_i32_193 = constant <i32: 128> : tile<i32>
    %cst_256_i32_194 = constant <i32: 256> : tile<i32>
    %cst_128_i32_195 = constant <i32: 128> : tile<i32>
    %bcast_196 = broadcast %51 : tile<1x128xi32> -> tile<256x128xi32>
    %54 = cmpi greater_than_or_equal %bcast_191, %bcast_196, signed : tile<256x128xi32> -> tile<256x128xi1>
    %55 = andi %53, %54 : tile<256x128xi1>
    %cst_0_f32_197 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %cst_f32_198 = constant <f32: 0xFF800000> : tile<256x128xf32>
    %56 = select %55, %cst_0_f32_197, %cst_f32_198 : tile<256x128xi1>, tile<256x128xf32>
    %57 = addf %49, %56  : tile<256x128xf32>
    %reduce = reduce %57 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %69 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %69 : tile<f32>
    }
    %cst_256_i32_199 = constant <i32: 256> : tile<i32>
    %cst_256_i32_200 = constant <i32: 256> : tile<i32>
    %reshape_201 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_202 = constant <i32: 256> : tile<i32>
    %cst_256_i32_203 = constant <i32: 256> : tile<i32>
    %cst_1_i32_204 = constant <i32: 1> : tile<i32>
    %reshape_205 = reshape %reshape_201 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_206 = constant <i32: 256> : tile<i32>
    %cst_1_i32_207 = constant <i32: 1> : tile<i32>
    %cst_1_i32_208 = constant <i32: 1> : tile<i32>
    %cst_1_i32_209 = constant <i32: 1> : tile<i32>
    %cst_1_i32_210 = constant <i32: 1> : tile<i32>
    %reshape_211 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_212 = constant <i32: 1> : tile<i32>
    %cst_1_i32_213 = constant <i32: 1> : tile<i32>
    %cst_256_i32_214 = constant <i32: 256> : tile<i32>
    %cst_1_i32_215 = constant <i32: 1> : tile<i32>
    %bcast_216 = broadcast %reshape_211 : tile<1x1xf32> -> tile<256x1xf32>
    %58 = mulf %reshape_205, %bcast_216  : tile<256x1xf32>
    %59 = maxf %iterArg2, %58 : tile<256x1xf32>
    %cst_256_i32_217 = constant <i32: 256> : tile<i32>
    %cst_128_i32_218 = constant <i32: 128> : tile<i32>
    %cst_1_i32_219 = constant <i32: 1> : tile<i32>
    %cst_1_i32_220 = constant <i32: 1> : tile<i32>
    %cst_1_i32_221 = constant <i32: 1> : tile<i32>
    %reshape_222 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_223 = constant <i32: 1> : tile<i32>
    %cst_1_i32_224 = constant <i32: 1> : tile<i32>
    %cst_256_i32_225 = constant <i32: 256> : tile<i32>
    %cst_128_i32_226 = constant <i32: 128> : tile<i32>
    %bcast_227 = broadcast %reshape_222 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_228 = constant <i32: 256> : tile<i32>
    %cst_1_i32_229 = constant <i32: 1> : tile<i32>
    %cst_256_i32_230 = constant <i32: 256> : tile<i32>
    %cst_128_i32_231 = constant <i32: 128> : tile<i32>
    %bcast_232 = broadcast %59 : tile<256x1xf32> -> tile<256x128xf32>
    %60 = negf %bcast_232 : tile<256x128xf32>
    %61 = fma %57, %bcast_227, %60  : tile<256x128xf32>
    %62 = exp2 %61 flush_to_zero : tile<256x128xf32>
    %reduce_233 = reduce %62 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %69 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %69 : tile<f32>
    }
    %cst_256_i32_234 = constant <i32: 256> : tile<i32>
    %cst_256_i32_235 = constant <i32: 256> : tile<i32>
    %reshape_236 = reshape %reduce_233 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_237 = constant <i32: 256> : tile<i32>
    %cst_256_i32_238 = constant <i32: 256> : tile<i32>
    %cst_1_i32_239 = constant <i32: 1> : tile<i32>
    %reshape_240 = reshape %reshape_236 : tile<256xf32> -> tile<256x1xf32>
    %63 = subf %iterArg2, %59  : tile<256x1xf32>
    %64 = exp2 %63 flush_to_zero : tile<256x1xf32>
    %65 = fma %iterArg1, %64, %reshape_240  : tile<256x1xf32>
    %cst_256_i32_241 = constant <i32: 256> : tile<i32>
    %cst_1_i32_242 = constant <i32: 1> : tile<i32>
    %cst_256_i32_243 = constant <i32: 256> : tile<i32>
    %cst_64_i32_244 = constant <i32: 64> : tile<i32>
    %bcast_245 = broadcast %64 : tile<256x1xf32> -> tile<256x64xf32>
    %66 = mulf %iterArg0, %bcast_245  : tile<256x64xf32>
    %cst_-1_i32_246 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_247 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_248 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_249 = constant <i32: -1> : tile<i32>
    %pview_250 = make_partition_view %tview_36 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_251 = constant <i32: 0> : tile<i32>
    %tile_252, %result_token_253 = load_view_tko weak %pview_250[%5, %12, %loopIdx, %cst_0_i32_251] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %cst_1_i32_254 = constant <i32: 1> : tile<i32>
    %cst_1_i32_255 = constant <i32: 1> : tile<i32>
    %cst_128_i32_256 = constant <i32: 128> : tile<i32>
    %cst_64_i32_257 = constant <i32: 64> : tile<i32>
    %cst_128_i32_258 = constant <i32: 128> : tile<i32>
    %cst_64_i32_259 = constant <i32: 64> : tile<i32>
    %reshape_260 = reshape %tile_252 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %67 = ftof %62  : tile<256x128xf32> -> tile<256x128xf16>
    %68 = mmaf %67, %reshape_260, %66 : tile<256x128xf16>, tile<128x64xf16>, tile<256x64xf32>
    continue %68, %65, %59 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_256_i32_107 = constant <i32: 256> : tile<i32>
  %cst_1_i32_108 = constant <i32: 1> : tile<i32>
  %cst_256_i32_109 = constant <i32: 256> : tile<i32>
  %cst_64_i32_110 = constant <i32: 64> : tile<i32>
  %bcast_111 = broadcast %for_106#1 : tile<256x1xf32> -> tile<256x64xf32>
  %32 = divf %for_106#0, %bcast_111 rounding<approx> flush_to_zero : tile<256x64xf32>
  %cst_256_i32_112 = constant <i32: 256> : tile<i32>
  %cst_64_i32_113 = constant <i32: 64> : tile<i32>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %cst_256_i32_116 = constant <i32: 256> : tile<i32>
  %cst_64_i32_117 = constant <i32: 64> : tile<i32>
  %reshape_118 = reshape %32 : tile<256x64xf32> -> tile<1x1x256x64xf32>
  %33 = ftof %reshape_118  : tile<1x1x256x64xf32> -> tile<1x1x256x64xf16>
  %pview_119 = make_partition_view %tview_49 : partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_120 = constant <i32: 0> : tile<i32>
  %34 = store_view_tko weak %33, %pview_119[%5, %11, %assume_blockId_x, %cst_0_i32_120] token = %3 : tile<1x1x256x64xf16>, partition_view<tile=(1x1x256x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %35 = log2 %for_106#1 : tile<256x1xf32>
  %36 = addf %for_106#2, %35  : tile<256x1xf32>
  %cst_256_i32_121 = constant <i32: 256> : tile<i32>
  %cst_1_i32_122 = constant <i32: 1> : tile<i32>
  %cst_256_i32_123 = constant <i32: 256> : tile<i32>
  %reshape_124 = reshape %36 : tile<256x1xf32> -> tile<256xf32>
  %37 = iota : tile<256xi32>
  %cst_256_i32_125 = constant <i32: 256> : tile<i32>
  %38 = muli %11, %cst_256_i32_125 : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %39 = muli %5, %cst_1024_i32 : tile<i32>
  %40 = addi %39, %38 : tile<i32>
  %41 = muli %assume_blockId_x, %cst_256_i32_55 : tile<i32>
  %42 = addi %40, %41 : tile<i32>
  %cst_256_i32_126 = constant <i32: 256> : tile<i32>
  %cst_1_i32_127 = constant <i32: 1> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %reshape_129 = reshape %42 : tile<i32> -> tile<1xi32>
  %cst_1_i32_130 = constant <i32: 1> : tile<i32>
  %cst_256_i32_131 = constant <i32: 256> : tile<i32>
  %bcast_132 = broadcast %reshape_129 : tile<1xi32> -> tile<256xi32>
  %43 = addi %bcast_132, %37 : tile<256xi32>
  %44 = exti %43 signed : tile<256xi32> -> tile<256xi64>
  %45 = exti %assume_51 signed : tile<i32> -> tile<i64>
  %cst_1_i32_133 = constant <i32: 1> : tile<i32>
  %reshape_134 = reshape %45 : tile<i64> -> tile<1xi64>
  %cst_1_i32_135 = constant <i32: 1> : tile<i32>
  %cst_256_i32_136 = constant <i32: 256> : tile<i32>
  %bcast_137 = broadcast %reshape_134 : tile<1xi64> -> tile<256xi64>
  %46 = cmpi less_than %44, %bcast_137, unsigned : tile<256xi64> -> tile<256xi1>
  %cst_1_i32_138 = constant <i32: 1> : tile<i32>
  %reshape_139 = reshape %assume_50 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_140 = constant <i32: 1> : tile<i32>
  %cst_256_i32_141 = constant <i32: 256> : tile<i32>
  %bcast_142 = broadcast %reshape_139 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_143 = constant <i32: 256> : tile<i32>
  %47 = offset %bcast_142, %44 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %48 = store_ptr_tko weak %47, %reshape_124, %46 token=%4 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
