entry @fmha_kernel__no_causal__no_even_k_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>, %arg37: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
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
  %tview = make_tensor_view %assume_11, shape = [%assume, %assume_assume, %assume_2, %assume_assume_4], strides = [%assume_assume_6, %assume_assume_8, %assume_assume_10, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
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
  %tview_25 = make_tensor_view %assume_24, shape = [%assume_12, %assume_assume_14, %assume_15, %assume_assume_17], strides = [%assume_assume_19, %assume_assume_21, %assume_assume_23, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_26 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_28 = assume div_by<16>, %assume_27 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg21 : tile<i32>
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
  %tview_39 = make_tensor_view %assume_38, shape = [%assume_26, %assume_assume_28, %assume_29, %assume_assume_31], strides = [%assume_assume_33, %assume_assume_35, %assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_40 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_42 = assume div_by<16>, %assume_41 : tile<i32>
  %assume_43 = assume bounded<0, ?>, %arg30 : tile<i32>
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
  %tview_53 = make_tensor_view %assume_52, shape = [%assume_40, %assume_assume_42, %assume_43, %assume_assume_45], strides = [%assume_assume_47, %assume_assume_49, %assume_assume_51, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_54 = assume div_by<16>, %arg37 : tile<i32>
  %cst_128_i32_55 = constant <i32: 128> : tile<i32>
  %cst_32_i32_56 = constant <i32: 32> : tile<i32>
  %cst_256_i32_57 = constant <i32: 256> : tile<i32>
  %cst_128_i32_58 = constant <i32: 128> : tile<i32>
  %cst_1_i32_59 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_60, %blockId_y_61, %blockId_z_62 = get_tile_block_id : tile<i32>
  %assume_blockId_x_63 = assume bounded<0, ?>, %blockId_x_60 : tile<i32>
  %assume_blockId_y_64 = assume bounded<0, ?>, %blockId_y_61 : tile<i32>
  %assume_blockId_z_65 = assume bounded<0, ?>, %blockId_z_62 : tile<i32>
  %4 = divi %assume_blockId_y_64, %cst_32_i32_56 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %5 = remi %assume_blockId_y_64, %cst_32_i32_56 signed : tile<i32>
  %cst_0_i32_66 = constant <i32: 0> : tile<i32>
  %6 = cmpi less_than %5, %cst_0_i32_66, signed : tile<i32> -> tile<i1>
  %7 = xori %6, %false : tile<i1>
  %8 = cmpi not_equal %5, %cst_0_i32_66, signed : tile<i32> -> tile<i1>
  %9 = andi %7, %8 : tile<i1>
  %10 = addi %5, %cst_32_i32_56 : tile<i32>
  %11 = select %9, %10, %5 : tile<i1>, tile<i32>
  %12 = divi %11, %cst_1_i32_59 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %13 = mulf %arg36, %cst_f32  : tile<f32>
  %14 = iota : tile<256xi32>
  %15 = muli %assume_blockId_x, %cst_256_i32_57 : tile<i32>
  %cst_256_i32_67 = constant <i32: 256> : tile<i32>
  %cst_1_i32_68 = constant <i32: 1> : tile<i32>
  %cst_1_i32_69 = constant <i32: 1> : tile<i32>
  %reshape = reshape %15 : tile<i32> -> tile<1xi32>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %cst_256_i32_71 = constant <i32: 256> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %16 = addi %bcast, %14 : tile<256xi32>
  %cst_256_i32_72 = constant <i32: 256> : tile<i32>
  %cst_1_i32_73 = constant <i32: 1> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %reshape_75 = reshape %assume_54 : tile<i32> -> tile<1xi32>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %cst_256_i32_77 = constant <i32: 256> : tile<i32>
  %bcast_78 = broadcast %reshape_75 : tile<1xi32> -> tile<256xi32>
  %17 = addi %16, %bcast_78 : tile<256xi32>
  %cst_256_i32_79 = constant <i32: 256> : tile<i32>
  %cst_256_i32_80 = constant <i32: 256> : tile<i32>
  %cst_1_i32_81 = constant <i32: 1> : tile<i32>
  %reshape_82 = reshape %17 : tile<256xi32> -> tile<256x1xi32>
  %18 = iota : tile<128xi32>
  %cst_128_i32_83 = constant <i32: 128> : tile<i32>
  %cst_1_i32_84 = constant <i32: 1> : tile<i32>
  %cst_128_i32_85 = constant <i32: 128> : tile<i32>
  %reshape_86 = reshape %18 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_87 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_88 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_89 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_90 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_91 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_92 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%4, %11, %assume_blockId_x, %cst_0_i32_92] token = %0 : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xf16>, token
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %cst_1_i32_94 = constant <i32: 1> : tile<i32>
  %cst_256_i32_95 = constant <i32: 256> : tile<i32>
  %cst_128_i32_96 = constant <i32: 128> : tile<i32>
  %cst_256_i32_97 = constant <i32: 256> : tile<i32>
  %cst_128_i32_98 = constant <i32: 128> : tile<i32>
  %reshape_99 = reshape %tile : tile<1x1x256x128xf16> -> tile<256x128xf16>
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %19 = addi %assume_blockId_x, %cst_1_i32_100 : tile<i32>
  %20 = muli %19, %cst_256_i32_57 : tile<i32>
  %21 = addi %assume_54, %20 : tile<i32>
  %22:4 = get_tensor_shape %tview_25 : tensor_view<?x?x?x?xf16, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %23 = divi %22#2, %cst_128_i32_58 signed rounding<positive_inf> : tile<i32>
  %24 = divi %22#2, %cst_128_i32_58 signed rounding<negative_inf> : tile<i32>
  %25 = mini %23, %24 signed : tile<i32>
  %cst_0_i32_101 = constant <i32: 0> : tile<i32>
  %26 = maxi %cst_0_i32_101, %24 signed : tile<i32>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %cst_1_i32_103 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_102 to %25, step %cst_1_i32_103) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_88, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_87) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %assume_120 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_121 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_122 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_123 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_124 = constant <i32: -1> : tile<i32>
    %pview_125 = make_partition_view %tview_25 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_126 = constant <i32: 0> : tile<i32>
    %tile_127, %result_token_128 = load_view_tko weak %pview_125[%4, %12, %cst_0_i32_126, %assume_120] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_129 = constant <i32: 1> : tile<i32>
    %cst_1_i32_130 = constant <i32: 1> : tile<i32>
    %cst_128_i32_131 = constant <i32: 128> : tile<i32>
    %cst_128_i32_132 = constant <i32: 128> : tile<i32>
    %cst_128_i32_133 = constant <i32: 128> : tile<i32>
    %cst_128_i32_134 = constant <i32: 128> : tile<i32>
    %reshape_135 = reshape %tile_127 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %cst_0_f32_136 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %30 = mmaf %reshape_99, %reshape_135, %cst_0_f32_136 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    %reduce = reduce %30 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %42 : tile<f32>
    }
    %cst_256_i32_137 = constant <i32: 256> : tile<i32>
    %cst_256_i32_138 = constant <i32: 256> : tile<i32>
    %reshape_139 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_140 = constant <i32: 256> : tile<i32>
    %cst_256_i32_141 = constant <i32: 256> : tile<i32>
    %cst_1_i32_142 = constant <i32: 1> : tile<i32>
    %reshape_143 = reshape %reshape_139 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_144 = constant <i32: 256> : tile<i32>
    %cst_1_i32_145 = constant <i32: 1> : tile<i32>
    %cst_1_i32_146 = constant <i32: 1> : tile<i32>
    %cst_1_i32_147 = constant <i32: 1> : tile<i32>
    %cst_1_i32_148 = constant <i32: 1> : tile<i32>
    %reshape_149 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_150 = constant <i32: 1> : tile<i32>
    %cst_1_i32_151 = constant <i32: 1> : tile<i32>
    %cst_256_i32_152 = constant <i32: 256> : tile<i32>
    %cst_1_i32_153 = constant <i32: 1> : tile<i32>
    %bcast_154 = broadcast %reshape_149 : tile<1x1xf32> -> tile<256x1xf32>
    %31 = mulf %reshape_143, %bcast_154  : tile<256x1xf32>
    %32 = maxf %iterArg2, %31 : tile<256x1xf32>
    %cst_256_i32_155 = constant <i32: 256> : tile<i32>
    %cst_128_i32_156 = constant <i32: 128> : tile<i32>
    %cst_1_i32_157 = constant <i32: 1> : tile<i32>
    %cst_1_i32_158 = constant <i32: 1> : tile<i32>
    %cst_1_i32_159 = constant <i32: 1> : tile<i32>
    %reshape_160 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_161 = constant <i32: 1> : tile<i32>
    %cst_1_i32_162 = constant <i32: 1> : tile<i32>
    %cst_256_i32_163 = constant <i32: 256> : tile<i32>
    %cst_128_i32_164 = constant <i32: 128> : tile<i32>
    %bcast_165 = broadcast %reshape_160 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_166 = constant <i32: 256> : tile<i32>
    %cst_1_i32_167 = constant <i32: 1> : tile<i32>
    %cst_256_i32_168 = constant <i32: 256> : tile<i32>
    %cst_128_i32_169 = constant <i32: 128> : tile<i32>
    %bcast_170 = broadcast %32 : tile<256x1xf32> -> tile<256x128xf32>
    %33 = negf %bcast_170 : tile<256x128xf32>
    %34 = fma %30, %bcast_165, %33  : tile<256x128xf32>
    %35 = exp2 %34 flush_to_zero : tile<256x128xf32>
    %reduce_171 = reduce %35 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %42 : tile<f32>
    }
    %cst_256_i32_172 = constant <i32: 256> : tile<i32>
    %cst_256_i32_173 = constant <i32: 256> : tile<i32>
    %reshape_174 = reshape %reduce_171 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_175 = constant <i32: 256> : tile<i32>
    %cst_256_i32_176 = constant <i32: 256> : tile<i32>
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %reshape_178 = reshape %reshape_174 : tile<256xf32> -> tile<256x1xf32>
    %36 = subf %iterArg2, %32  : tile<256x1xf32>
    %37 = exp2 %36 flush_to_zero : tile<256x1xf32>
    %38 = fma %iterArg1, %37, %reshape_178  : tile<256x1xf32>
    %cst_256_i32_179 = constant <i32: 256> : tile<i32>
    %cst_1_i32_180 = constant <i32: 1> : tile<i32>
    %cst_256_i32_181 = constant <i32: 256> : tile<i32>
    %cst_128_i32_182 = constant <i32: 128> : tile<i32>
    %bcast_183 = broadcast %37 : tile<256x1xf32> -> tile<256x128xf32>
    %39 = mulf %iterArg0, %bcast_183  : tile<256x128xf32>
    %cst_-1_i32_184 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_185 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_186 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_187 = constant <i32: -1> : tile<i32>
    %pview_188 = make_partition_view %tview_39 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_189 = constant <i32: 0> : tile<i32>
    %tile_190, %result_token_191 = load_view_tko weak %pview_188[%4, %12, %assume_120, %cst_0_i32_189] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %cst_1_i32_193 = constant <i32: 1> : tile<i32>
    %cst_128_i32_194 = constant <i32: 128> : tile<i32>
    %cst_128_i32_195 = constant <i32: 128> : tile<i32>
    %cst_128_i32_196 = constant <i32: 128> : tile<i32>
    %cst_128_i32_197 = constant <i32: 128> : tile<i32>
    %reshape_198 = reshape %tile_190 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %40 = ftof %35  : tile<256x128xf32> -> tile<256x128xf16>
    %41 = mmaf %40, %reshape_198, %39 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    continue %41, %38, %32 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %for_105:3 = for %loopIdx in (%26 to %23, step %cst_1_i32_104) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %cst_-1_i32_120 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_121 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_122 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_123 = constant <i32: -1> : tile<i32>
    %pview_124 = make_partition_view %tview_25 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_125 = constant <i32: 0> : tile<i32>
    %tile_126, %result_token_127 = load_view_tko weak %pview_124[%4, %12, %cst_0_i32_125, %loopIdx] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_128 = constant <i32: 1> : tile<i32>
    %cst_1_i32_129 = constant <i32: 1> : tile<i32>
    %cst_128_i32_130 = constant <i32: 128> : tile<i32>
    %cst_128_i32_131 = constant <i32: 128> : tile<i32>
    %cst_128_i32_132 = constant <i32: 128> : tile<i32>
    %cst_128_i32_133 = constant <i32: 128> : tile<i32>
    %reshape_134 = reshape %tile_126 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %cst_0_f32_135 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %30 = mmaf %reshape_99, %reshape_134, %cst_0_f32_135 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    %31 = muli %loopIdx, %cst_128_i32_58 : tile<i32>
    %cst_1_i32_136 = constant <i32: 1> : tile<i32>
    %cst_128_i32_137 = constant <i32: 128> : tile<i32>
    %cst_1_i32_138 = constant <i32: 1> : tile<i32>
    %cst_1_i32_139 = constant <i32: 1> : tile<i32>
    %cst_1_i32_140 = constant <i32: 1> : tile<i32>
    %reshape_141 = reshape %31 : tile<i32> -> tile<1x1xi32>
    %cst_1_i32_142 = constant <i32: 1> : tile<i32>
    %cst_1_i32_143 = constant <i32: 1> : tile<i32>
    %cst_1_i32_144 = constant <i32: 1> : tile<i32>
    %cst_128_i32_145 = constant <i32: 128> : tile<i32>
    %bcast_146 = broadcast %reshape_141 : tile<1x1xi32> -> tile<1x128xi32>
    %32 = addi %bcast_146, %reshape_86 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %cst_1_i32_147 = constant <i32: 1> : tile<i32>
    %cst_128_i32_148 = constant <i32: 128> : tile<i32>
    %cst_1_i32_149 = constant <i32: 1> : tile<i32>
    %cst_1_i32_150 = constant <i32: 1> : tile<i32>
    %cst_1_i32_151 = constant <i32: 1> : tile<i32>
    %reshape_152 = reshape %22#2 : tile<i32> -> tile<1x1xi32>
    %cst_1_i32_153 = constant <i32: 1> : tile<i32>
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_128_i32_156 = constant <i32: 128> : tile<i32>
    %bcast_157 = broadcast %reshape_152 : tile<1x1xi32> -> tile<1x128xi32>
    %33 = cmpi less_than %32, %bcast_157, signed : tile<1x128xi32> -> tile<1x128xi1>
    %cst_1_i32_158 = constant <i32: 1> : tile<i32>
    %cst_128_i32_159 = constant <i32: 128> : tile<i32>
    %cst_256_i32_160 = constant <i32: 256> : tile<i32>
    %cst_128_i32_161 = constant <i32: 128> : tile<i32>
    %bcast_162 = broadcast %33 : tile<1x128xi1> -> tile<256x128xi1>
    %34 = andi %true, %bcast_162 : tile<256x128xi1>
    %cst_0_f32_163 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %cst_f32_164 = constant <f32: 0xFF800000> : tile<256x128xf32>
    %35 = select %34, %cst_0_f32_163, %cst_f32_164 : tile<256x128xi1>, tile<256x128xf32>
    %36 = addf %30, %35  : tile<256x128xf32>
    %reduce = reduce %36 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %48 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %48 : tile<f32>
    }
    %cst_256_i32_165 = constant <i32: 256> : tile<i32>
    %cst_256_i32_166 = constant <i32: 256> : tile<i32>
    %reshape_167 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_168 = constant <i32: 256> : tile<i32>
    %cst_256_i32_169 = constant <i32: 256> : tile<i32>
    %cst_1_i32_170 = constant <i32: 1> : tile<i32>
    %reshape_171 = reshape %reshape_167 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_172 = constant <i32: 256> : tile<i32>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %cst_1_i32_174 = constant <i32: 1> : tile<i32>
    %cst_1_i32_175 = constant <i32: 1> : tile<i32>
    %cst_1_i32_176 = constant <i32: 1> : tile<i32>
    %reshape_177 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_178 = constant <i32: 1> : tile<i32>
    %cst_1_i32_179 = constant <i32: 1> : tile<i32>
    %cst_256_i32_180 = constant <i32: 256> : tile<i32>
    %cst_1_i32_181 = constant <i32: 1> : tile<i32>
    %bcast_182 = broadcast %reshape_177 : tile<1x1xf32> -> tile<256x1xf32>
    %37 = mulf %reshape_171, %bcast_182  : tile<256x1xf32>
    %38 = maxf %iterArg2, %37 : tile<256x1xf32>
    %cst_256_i32_183 = constant <i32: 256> : tile<i32>
    %cst_128_i32_184 = constant <i32: 128> : tile<i32>
    %cst_1_i32_185 = constant <i32: 1> : tile<i32>
    %cst_1_i32_186 = constant <i32: 1> : tile<i32>
    %cst_1_i32_187 = constant <i32: 1> : tile<i32>
    %reshape_188 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_189 = constant <i32: 1> : tile<i32>
    %cst_1_i32_190 = constant <i32: 1> : tile<i32>
    %cst_256_i32_191 = constant <i32: 256> : tile<i32>
    %cst_128_i32_192 = constant <i32: 128> : tile<i32>
    %bcast_193 = broadcast %reshape_188 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_194 = constant <i32: 256> : tile<i32>
    %cst_1_i32_195 = constant <i32: 1> : tile<i32>
    %cst_256_i32_196 = constant <i32: 256> : tile<i32>
    %cst_128_i32_197 = constant <i32: 128> : tile<i32>
    %bcast_198 = broadcast %38 : tile<256x1xf32> -> tile<256x128xf32>
    %39 = negf %bcast_198 : tile<256x128xf32>
    %40 = fma %36, %bcast_193, %39  : tile<256x128xf32>
    %41 = exp2 %40 flush_to_zero : tile<256x128xf32>
    %reduce_199 = reduce %41 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %48 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %48 : tile<f32>
    }
    %cst_256_i32_200 = constant <i32: 256> : tile<i32>
    %cst_256_i32_201 = constant <i32: 256> : tile<i32>
    %reshape_202 = reshape %reduce_199 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_203 = constant <i32: 256> : tile<i32>
    %cst_256_i32_204 = constant <i32: 256> : tile<i32>
    %cst_1_i32_205 = constant <i32: 1> : tile<i32>
    %reshape_206 = reshape %reshape_202 : tile<256xf32> -> tile<256x1xf32>
    %42 = subf %iterArg2, %38  : tile<256x1xf32>
    %43 = exp2 %42 flush_to_zero : tile<256x1xf32>
    %44 = fma %iterArg1, %43, %reshape_206  : tile<256x1xf32>
    %cst_256_i32_207 = constant <i32: 256> : tile<i32>
    %cst_1_i32_208 = constant <i32: 1> : tile<i32>
    %cst_256_i32_209 = constant <i32: 256> : tile<i32>
    %cst_128_i32_210 = constant <i32: 128> : tile<i32>
    %bcast_211 = broadcast %43 : tile<256x1xf32> -> tile<256x128xf32>
    %45 = mulf %iterArg0, %bcast_211  : tile<256x128xf32>
    %cst_-1_i32_212 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_213 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_214 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_215 = constant <i32: -1> : tile<i32>
    %pview_216 = make_partition_view %tview_39 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_217 = constant <i32: 0> : tile<i32>
    %tile_218, %result_token_219 = load_view_tko weak %pview_216[%4, %12, %loopIdx, %cst_0_i32_217] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_220 = constant <i32: 1> : tile<i32>
    %cst_1_i32_221 = constant <i32: 1> : tile<i32>
    %cst_128_i32_222 = constant <i32: 128> : tile<i32>
    %cst_128_i32_223 = constant <i32: 128> : tile<i32>
    %cst_128_i32_224 = constant <i32: 128> : tile<i32>
    %cst_128_i32_225 = constant <i32: 128> : tile<i32>
    %reshape_226 = reshape %tile_218 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %46 = ftof %41  : tile<256x128xf32> -> tile<256x128xf16>
    %47 = mmaf %46, %reshape_226, %45 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    continue %47, %44, %38 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_256_i32_106 = constant <i32: 256> : tile<i32>
  %cst_1_i32_107 = constant <i32: 1> : tile<i32>
  %cst_256_i32_108 = constant <i32: 256> : tile<i32>
  %cst_128_i32_109 = constant <i32: 128> : tile<i32>
  %bcast_110 = broadcast %for_105#1 : tile<256x1xf32> -> tile<256x128xf32>
  %27 = divf %for_105#0, %bcast_110 rounding<approx> flush_to_zero : tile<256x128xf32>
  %cst_256_i32_111 = constant <i32: 256> : tile<i32>
  %cst_128_i32_112 = constant <i32: 128> : tile<i32>
  %cst_1_i32_113 = constant <i32: 1> : tile<i32>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %cst_256_i32_115 = constant <i32: 256> : tile<i32>
  %cst_128_i32_116 = constant <i32: 128> : tile<i32>
  %reshape_117 = reshape %27 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %28 = ftof %reshape_117  : tile<1x1x256x128xf32> -> tile<1x1x256x128xf16>
  %pview_118 = make_partition_view %tview_53 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_119 = constant <i32: 0> : tile<i32>
  %29 = store_view_tko weak %28, %pview_118[%4, %11, %assume_blockId_x, %cst_0_i32_119] token = %3 : tile<1x1x256x128xf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
