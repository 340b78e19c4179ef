entry @fmha_fwd_kernel_with_lse__no_causal__even_k_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<f32>>, %arg37: tile<i32>, %arg38: tile<f32>, %arg39: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1, occupancy = 1}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
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
  %assume_11 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_11, shape = [%assume, %assume_1, %assume_assume, %assume_assume_4], strides = [%assume_assume_6, %assume_assume_8, %assume_assume_10, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
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
  %assume_24 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %tview_25 = make_tensor_view %assume_24, shape = [%assume_12, %assume_13, %assume_assume_15, %assume_assume_17], strides = [%assume_assume_19, %assume_assume_21, %assume_assume_23, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
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
  %assume_38 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %tview_39 = make_tensor_view %assume_38, shape = [%assume_26, %assume_27, %assume_assume_29, %assume_assume_31], strides = [%assume_assume_33, %assume_assume_35, %assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
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
  %assume_52 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %tview_53 = make_tensor_view %assume_52, shape = [%assume_40, %assume_41, %assume_assume_43, %assume_assume_45], strides = [%assume_assume_47, %assume_assume_49, %assume_assume_51, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_54 = assume div_by<16>, %arg36 : tile<ptr<f32>>
  %assume_55 = assume div_by<16>, %arg37 : tile<i32>
  %assume_56 = assume div_by<16>, %arg39 : tile<i32>
  %cst_128_i32_57 = constant <i32: 128> : tile<i32>
  %cst_8_i32_58 = constant <i32: 8> : tile<i32>
  %cst_2_i32_59 = constant <i32: 2> : tile<i32>
  %cst_512_i32_60 = constant <i32: 512> : tile<i32>
  %cst_256_i32_61 = constant <i32: 256> : tile<i32>
  %cst_128_i32_62 = constant <i32: 128> : tile<i32>
  %cst_1_i32_63 = constant <i32: 1> : tile<i32>
  %4 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_64, %blockId_y_65, %blockId_z_66 = get_tile_block_id : tile<i32>
  %assume_blockId_x_67 = assume bounded<0, ?>, %blockId_x_64 : tile<i32>
  %assume_blockId_y_68 = assume bounded<0, ?>, %blockId_y_65 : tile<i32>
  %assume_blockId_z_69 = assume bounded<0, ?>, %blockId_z_66 : tile<i32>
  %5 = divi %assume_blockId_y_68, %cst_8_i32_58 signed rounding<negative_inf> : tile<i32>
  %6 = remi %assume_blockId_y_68, %cst_8_i32_58 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %7 = cmpi not_equal %6, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_70 = constant <i32: 0> : tile<i32>
  %8 = cmpi less_than %6, %cst_0_i32_70, signed : tile<i32> -> tile<i1>
  %cst_0_i32_71 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %9 = cmpi not_equal %8, %false, unsigned : tile<i1> -> tile<i1>
  %10 = andi %7, %9 : tile<i1>
  %11 = if %10 -> (tile<i32>) {
    %42 = addi %6, %cst_8_i32_58 : tile<i32>
    yield %42 : tile<i32>
  } else {
    yield %6 : tile<i32>
  }
  %12 = divi %11, %cst_1_i32_63 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %13 = mulf %arg38, %cst_f32  : tile<f32>
  %14 = iota : tile<256xi32>
  %15 = muli %assume_blockId_x, %cst_256_i32_61 : tile<i32>
  %cst_256_i32_72 = constant <i32: 256> : tile<i32>
  %cst_1_i32_73 = constant <i32: 1> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %reshape = reshape %15 : tile<i32> -> tile<1xi32>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %cst_256_i32_76 = constant <i32: 256> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %16 = addi %bcast, %14 : tile<256xi32>
  %cst_256_i32_77 = constant <i32: 256> : tile<i32>
  %cst_1_i32_78 = constant <i32: 1> : tile<i32>
  %cst_1_i32_79 = constant <i32: 1> : tile<i32>
  %reshape_80 = reshape %assume_56 : tile<i32> -> tile<1xi32>
  %cst_1_i32_81 = constant <i32: 1> : tile<i32>
  %cst_256_i32_82 = constant <i32: 256> : tile<i32>
  %bcast_83 = broadcast %reshape_80 : tile<1xi32> -> tile<256xi32>
  %17 = addi %16, %bcast_83 : tile<256xi32>
  %cst_256_i32_84 = constant <i32: 256> : tile<i32>
  %cst_256_i32_85 = constant <i32: 256> : tile<i32>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %reshape_87 = reshape %17 : tile<256xi32> -> tile<256x1xi32>
  %18 = iota : tile<128xi32>
  %cst_128_i32_88 = constant <i32: 128> : tile<i32>
  %cst_1_i32_89 = constant <i32: 1> : tile<i32>
  %cst_128_i32_90 = constant <i32: 128> : tile<i32>
  %reshape_91 = reshape %18 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_92 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_93 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_94 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_95 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_96 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%5, %11, %assume_blockId_x, %cst_0_i32_97] token = %0 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xbf16>, token
  %cst_1_i32_98 = constant <i32: 1> : tile<i32>
  %cst_1_i32_99 = constant <i32: 1> : tile<i32>
  %cst_256_i32_100 = constant <i32: 256> : tile<i32>
  %cst_128_i32_101 = constant <i32: 128> : tile<i32>
  %cst_256_i32_102 = constant <i32: 256> : tile<i32>
  %cst_128_i32_103 = constant <i32: 128> : tile<i32>
  %reshape_104 = reshape %tile : tile<1x1x256x128xbf16> -> tile<256x128xbf16>
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %19 = addi %assume_blockId_x, %cst_1_i32_105 : tile<i32>
  %20 = muli %19, %cst_256_i32_61 : tile<i32>
  %21 = addi %assume_56, %20 : tile<i32>
  %22:4 = get_tensor_shape %tview_25 : tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32_106 = constant <i32: 2> : tile<i32>
  %23 = divi %22#2, %cst_128_i32_62 signed rounding<positive_inf> : tile<i32>
  %24 = divi %22#2, %cst_128_i32_62 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_107 = constant <i32: 0> : tile<i32>
  %cst_1_i32_108 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_107 to %23, step %cst_1_i32_108) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_93, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_92) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %assume_145 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_146 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_148 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_149 = constant <i32: -1> : tile<i32>
    %pview_150 = make_partition_view %tview_25 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_151 = constant <i32: 0> : tile<i32>
    %tile_152, %result_token_153 = load_view_tko weak %pview_150[%5, %12, %cst_0_i32_151, %assume_145] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_128_i32_156 = constant <i32: 128> : tile<i32>
    %cst_128_i32_157 = constant <i32: 128> : tile<i32>
    %cst_128_i32_158 = constant <i32: 128> : tile<i32>
    %cst_128_i32_159 = constant <i32: 128> : tile<i32>
    %reshape_160 = reshape %tile_152 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %cst_0_f32_161 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %42 = mmaf %reshape_104, %reshape_160, %cst_0_f32_161 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %reduce = reduce %42 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %54 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %54 : tile<f32>
    }
    %cst_256_i32_162 = constant <i32: 256> : tile<i32>
    %cst_256_i32_163 = constant <i32: 256> : tile<i32>
    %reshape_164 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_165 = constant <i32: 256> : tile<i32>
    %cst_256_i32_166 = constant <i32: 256> : tile<i32>
    %cst_1_i32_167 = constant <i32: 1> : tile<i32>
    %reshape_168 = reshape %reshape_164 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_169 = constant <i32: 256> : tile<i32>
    %cst_1_i32_170 = constant <i32: 1> : tile<i32>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %cst_1_i32_172 = constant <i32: 1> : tile<i32>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %reshape_174 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_175 = constant <i32: 1> : tile<i32>
    %cst_1_i32_176 = constant <i32: 1> : tile<i32>
    %cst_256_i32_177 = constant <i32: 256> : tile<i32>
    %cst_1_i32_178 = constant <i32: 1> : tile<i32>
    %bcast_179 = broadcast %reshape_174 : tile<1x1xf32> -> tile<256x1xf32>
    %43 = mulf %reshape_168, %bcast_179  : tile<256x1xf32>
    %44 = maxf %iterArg2, %43 : tile<256x1xf32>
    %cst_256_i32_180 = constant <i32: 256> : tile<i32>
    %cst_128_i32_181 = constant <i32: 128> : tile<i32>
    %cst_1_i32_182 = constant <i32: 1> : tile<i32>
    %cst_1_i32_183 = constant <i32: 1> : tile<i32>
    %cst_1_i32_184 = constant <i32: 1> : tile<i32>
    %reshape_185 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_186 = constant <i32: 1> : tile<i32>
    %cst_1_i32_187 = constant <i32: 1> : tile<i32>
    %cst_256_i32_188 = constant <i32: 256> : tile<i32>
    %cst_128_i32_189 = constant <i32: 128> : tile<i32>
    %bcast_190 = broadcast %reshape_185 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_191 = constant <i32: 256> : tile<i32>
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %cst_256_i32_193 = constant <i32: 256> : tile<i32>
    %cst_128_i32_194 = constant <i32: 128> : tile<i32>
    %bcast_195 = broadcast %44 : tile<256x1xf32> -> tile<256x128xf32>
    %45 = negf %bcast_195 : tile<256x128xf32>
    %46 = fma %42, %bcast_190, %45  : tile<256x128xf32>
    %47 = exp2 %46 flush_to_zero : tile<256x128xf32>
    %reduce_196 = reduce %47 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %54 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %54 : tile<f32>
    }
    %cst_256_i32_197 = constant <i32: 256> : tile<i32>
    %cst_256_i32_198 = constant <i32: 256> : tile<i32>
    %reshape_199 = reshape %reduce_196 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_200 = constant <i32: 256> : tile<i32>
    %cst_256_i32_201 = constant <i32: 256> : tile<i32>
    %cst_1_i32_202 = constant <i32: 1> : tile<i32>
    %reshape_203 = reshape %reshape_199 : tile<256xf32> -> tile<256x1xf32>
    %48 = subf %iterArg2, %44  : tile<256x1xf32>
    %49 = exp2 %48 flush_to_zero : tile<256x1xf32>
    %50 = fma %iterArg1, %49, %reshape_203  : tile<256x1xf32>
    %cst_256_i32_204 = constant <i32: 256> : tile<i32>
    %cst_1_i32_205 = constant <i32: 1> : tile<i32>
    %cst_256_i32_206 = constant <i32: 256> : tile<i32>
    %cst_128_i32_207 = constant <i32: 128> : tile<i32>
    %bcast_208 = broadcast %49 : tile<256x1xf32> -> tile<256x128xf32>
    %51 = mulf %iterArg0, %bcast_208  : tile<256x128xf32>
    %cst_-1_i32_209 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_210 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_211 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_212 = constant <i32: -1> : tile<i32>
    %pview_213 = make_partition_view %tview_39 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %cst_0_i32_214 = constant <i32: 0> : tile<i32>
    %tile_215, %result_token_216 = load_view_tko weak %pview_213[%5, %12, %assume_145, %cst_0_i32_214] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %cst_1_i32_217 = constant <i32: 1> : tile<i32>
    %cst_1_i32_218 = constant <i32: 1> : tile<i32>
    %cst_128_i32_219 = constant <i32: 128> : tile<i32>
    %cst_128_i32_220 = constant <i32: 128> : tile<i32>
    %cst_128_i32_221 = constant <i32: 128> : tile<i32>
    %cst_128_i32_222 = constant <i32: 128> : tile<i32>
    %reshape_223 = reshape %tile_215 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %52 = ftof %47  : tile<256x128xf32> -> tile<256x128xbf16>
    %53 = mmaf %52, %reshape_223, %51 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %53, %50, %44 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_256_i32_109 = constant <i32: 256> : tile<i32>
  %cst_1_i32_110 = constant <i32: 1> : tile<i32>
  %cst_256_i32_111 = constant <i32: 256> : tile<i32>
  %cst_128_i32_112 = constant <i32: 128> : tile<i32>
  %bcast_113 = broadcast %for#1 : tile<256x1xf32> -> tile<256x128xf32>
  %25 = divf %for#0, %bcast_113 rounding<approx> flush_to_zero : tile<256x128xf32>
  %cst_256_i32_114 = constant <i32: 256> : tile<i32>
  %cst_128_i32_115 = constant <i32: 128> : tile<i32>
  %cst_1_i32_116 = constant <i32: 1> : tile<i32>
  %cst_1_i32_117 = constant <i32: 1> : tile<i32>
  %cst_256_i32_118 = constant <i32: 256> : tile<i32>
  %cst_128_i32_119 = constant <i32: 128> : tile<i32>
  %reshape_120 = reshape %25 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %26 = ftof %reshape_120  : tile<1x1x256x128xf32> -> tile<1x1x256x128xbf16>
  %pview_121 = make_partition_view %tview_53 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_122 = constant <i32: 0> : tile<i32>
  %27 = store_view_tko weak %26, %pview_121[%5, %11, %assume_blockId_x, %cst_0_i32_122] token = %3 : tile<1x1x256x128xbf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %28 = log2 %for#1 : tile<256x1xf32>
  %29 = addf %for#2, %28  : tile<256x1xf32>
  %cst_256_i32_123 = constant <i32: 256> : tile<i32>
  %cst_1_i32_124 = constant <i32: 1> : tile<i32>
  %cst_256_i32_125 = constant <i32: 256> : tile<i32>
  %reshape_126 = reshape %29 : tile<256x1xf32> -> tile<256xf32>
  %30 = iota : tile<256xi32>
  %31 = muli %11, %cst_512_i32_60 : tile<i32>
  %cst_4096_i32 = constant <i32: 4096> : tile<i32>
  %32 = muli %5, %cst_4096_i32 : tile<i32>
  %33 = addi %32, %31 : tile<i32>
  %34 = muli %assume_blockId_x, %cst_256_i32_61 : tile<i32>
  %35 = addi %33, %34 : tile<i32>
  %cst_256_i32_127 = constant <i32: 256> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %cst_1_i32_129 = constant <i32: 1> : tile<i32>
  %reshape_130 = reshape %35 : tile<i32> -> tile<1xi32>
  %cst_1_i32_131 = constant <i32: 1> : tile<i32>
  %cst_256_i32_132 = constant <i32: 256> : tile<i32>
  %bcast_133 = broadcast %reshape_130 : tile<1xi32> -> tile<256xi32>
  %36 = addi %bcast_133, %30 : tile<256xi32>
  %37 = exti %36 signed : tile<256xi32> -> tile<256xi64>
  %38 = exti %assume_55 signed : tile<i32> -> tile<i64>
  %cst_1_i32_134 = constant <i32: 1> : tile<i32>
  %reshape_135 = reshape %38 : tile<i64> -> tile<1xi64>
  %cst_1_i32_136 = constant <i32: 1> : tile<i32>
  %cst_256_i32_137 = constant <i32: 256> : tile<i32>
  %bcast_138 = broadcast %reshape_135 : tile<1xi64> -> tile<256xi64>
  %39 = cmpi less_than %37, %bcast_138, unsigned : tile<256xi64> -> tile<256xi1>
  %cst_1_i32_139 = constant <i32: 1> : tile<i32>
  %reshape_140 = reshape %assume_54 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_141 = constant <i32: 1> : tile<i32>
  %cst_256_i32_142 = constant <i32: 256> : tile<i32>
  %bcast_143 = broadcast %reshape_140 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_144 = constant <i32: 256> : tile<i32>
  %40 = offset %bcast_143, %37 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %41 = store_ptr_tko weak %40, %reshape_126, %39 token=%4 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
