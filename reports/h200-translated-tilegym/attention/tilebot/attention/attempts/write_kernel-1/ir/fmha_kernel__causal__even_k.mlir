entry @fmha_kernel__causal__even_k_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>, %arg37: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %0 = make_token : token
  %assume_12 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_12, shape = [%assume, %assume_assume, %assume_assume_3, %assume_assume_5], strides = [%assume_assume_7, %assume_assume_9, %assume_assume_11, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_23 = assume div_by<16>, %assume_22 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_25 = assume div_by<16>, %assume_24 : tile<i32>
  %1 = make_token : token
  %assume_26 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %tview_27 = make_tensor_view %assume_26, shape = [%assume_13, %assume_assume_15, %assume_assume_17, %assume_assume_19], strides = [%assume_assume_21, %assume_assume_23, %assume_assume_25, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_28 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_30 = assume div_by<16>, %assume_29 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_32 = assume div_by<16>, %assume_31 : tile<i32>
  %assume_33 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_34 = assume div_by<16>, %assume_33 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_36 = assume div_by<16>, %assume_35 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_38 = assume div_by<16>, %assume_37 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_40 = assume div_by<16>, %assume_39 : tile<i32>
  %2 = make_token : token
  %assume_41 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %tview_42 = make_tensor_view %assume_41, shape = [%assume_28, %assume_assume_30, %assume_assume_32, %assume_assume_34], strides = [%assume_assume_36, %assume_assume_38, %assume_assume_40, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_43 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_49 = assume div_by<16>, %assume_48 : tile<i32>
  %assume_50 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_51 = assume div_by<16>, %assume_50 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_assume_53 = assume div_by<16>, %assume_52 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg34 : tile<i32>
  %assume_assume_55 = assume div_by<16>, %assume_54 : tile<i32>
  %3 = make_token : token
  %assume_56 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %tview_57 = make_tensor_view %assume_56, shape = [%assume_43, %assume_assume_45, %assume_assume_47, %assume_assume_49], strides = [%assume_assume_51, %assume_assume_53, %assume_assume_55, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_58 = assume div_by<16>, %arg37 : tile<i32>
  %cst_128_i32_59 = constant <i32: 128> : tile<i32>
  %cst_32_i32_60 = constant <i32: 32> : tile<i32>
  %cst_256_i32_61 = constant <i32: 256> : tile<i32>
  %cst_128_i32_62 = constant <i32: 128> : tile<i32>
  %cst_1_i32_63 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_64, %blockId_y_65, %blockId_z_66 = get_tile_block_id : tile<i32>
  %assume_blockId_x_67 = assume bounded<0, ?>, %blockId_x_64 : tile<i32>
  %assume_blockId_y_68 = assume bounded<0, ?>, %blockId_y_65 : tile<i32>
  %assume_blockId_z_69 = assume bounded<0, ?>, %blockId_z_66 : tile<i32>
  %4 = divi %assume_blockId_y_68, %cst_32_i32_60 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %5 = remi %assume_blockId_y_68, %cst_32_i32_60 signed : tile<i32>
  %cst_0_i32_70 = constant <i32: 0> : tile<i32>
  %6 = cmpi less_than %5, %cst_0_i32_70, signed : tile<i32> -> tile<i1>
  %7 = xori %6, %false : tile<i1>
  %8 = cmpi not_equal %5, %cst_0_i32_70, signed : tile<i32> -> tile<i1>
  %9 = andi %7, %8 : tile<i1>
  %10 = addi %5, %cst_32_i32_60 : tile<i32>
  %11 = select %9, %10, %5 : tile<i1>, tile<i32>
  %12 = divi %11, %cst_1_i32_63 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %13 = mulf %arg36, %cst_f32  : tile<f32>
  %14 = iota : tile<256xi32>
  %15 = muli %assume_blockId_x, %cst_256_i32_61 : tile<i32>
  %cst_256_i32_71 = constant <i32: 256> : tile<i32>
  %cst_1_i32_72 = constant <i32: 1> : tile<i32>
  %cst_1_i32_73 = constant <i32: 1> : tile<i32>
  %reshape = reshape %15 : tile<i32> -> tile<1xi32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %cst_256_i32_75 = constant <i32: 256> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %16 = addi %bcast, %14 : tile<256xi32>
  %cst_256_i32_76 = constant <i32: 256> : tile<i32>
  %cst_1_i32_77 = constant <i32: 1> : tile<i32>
  %cst_1_i32_78 = constant <i32: 1> : tile<i32>
  %reshape_79 = reshape %assume_58 : tile<i32> -> tile<1xi32>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %cst_256_i32_81 = constant <i32: 256> : tile<i32>
  %bcast_82 = broadcast %reshape_79 : tile<1xi32> -> tile<256xi32>
  %17 = addi %16, %bcast_82 : tile<256xi32>
  %cst_256_i32_83 = constant <i32: 256> : tile<i32>
  %cst_256_i32_84 = constant <i32: 256> : tile<i32>
  %cst_1_i32_85 = constant <i32: 1> : tile<i32>
  %reshape_86 = reshape %17 : tile<256xi32> -> tile<256x1xi32>
  %18 = iota : tile<128xi32>
  %cst_128_i32_87 = constant <i32: 128> : tile<i32>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %cst_128_i32_89 = constant <i32: 128> : tile<i32>
  %reshape_90 = reshape %18 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_91 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_92 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_93 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_94 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_95 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_96 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%4, %11, %assume_blockId_x, %cst_0_i32_96] token = %0 : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xf16>, token
  %cst_1_i32_97 = constant <i32: 1> : tile<i32>
  %cst_1_i32_98 = constant <i32: 1> : tile<i32>
  %cst_256_i32_99 = constant <i32: 256> : tile<i32>
  %cst_128_i32_100 = constant <i32: 128> : tile<i32>
  %cst_256_i32_101 = constant <i32: 256> : tile<i32>
  %cst_128_i32_102 = constant <i32: 128> : tile<i32>
  %reshape_103 = reshape %tile : tile<1x1x256x128xf16> -> tile<256x128xf16>
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %19 = addi %assume_blockId_x, %cst_1_i32_104 : tile<i32>
  %20 = muli %19, %cst_256_i32_61 : tile<i32>
  %21 = addi %assume_58, %20 : tile<i32>
  %22:4 = get_tensor_shape %tview_27 : tensor_view<?x?x?x?xf16, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %23 = muli %assume_blockId_x, %cst_256_i32_61 : tile<i32>
  %24 = addi %assume_58, %23 : tile<i32>
  %25 = divi %24, %cst_128_i32_62 signed rounding<negative_inf> : tile<i32>
  %26 = divi %22#2, %cst_128_i32_62 signed rounding<negative_inf> : tile<i32>
  %27 = mini %25, %26 signed : tile<i32>
  %28 = mini %21, %22#2 signed : tile<i32>
  %29 = divi %28, %cst_128_i32_62 signed rounding<positive_inf> : tile<i32>
  %30 = mini %29, %27 signed : tile<i32>
  %cst_0_i32_105 = constant <i32: 0> : tile<i32>
  %31 = maxi %cst_0_i32_105, %27 signed : tile<i32>
  %cst_0_i32_106 = constant <i32: 0> : tile<i32>
  %cst_1_i32_107 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_106 to %30, step %cst_1_i32_107) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_92, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_91) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %assume_124 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_125 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_126 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_127 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_128 = constant <i32: -1> : tile<i32>
    %pview_129 = make_partition_view %tview_27 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_130 = constant <i32: 0> : tile<i32>
    %tile_131, %result_token_132 = load_view_tko weak %pview_129[%4, %12, %cst_0_i32_130, %assume_124] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_133 = constant <i32: 1> : tile<i32>
    %cst_1_i32_134 = constant <i32: 1> : tile<i32>
    %cst_128_i32_135 = constant <i32: 128> : tile<i32>
    %cst_128_i32_136 = constant <i32: 128> : tile<i32>
    %cst_128_i32_137 = constant <i32: 128> : tile<i32>
    %cst_128_i32_138 = constant <i32: 128> : tile<i32>
    %reshape_139 = reshape %tile_131 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %cst_0_f32_140 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %35 = mmaf %reshape_103, %reshape_139, %cst_0_f32_140 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    %reduce = reduce %35 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %47 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %47 : tile<f32>
    }
    %cst_256_i32_141 = constant <i32: 256> : tile<i32>
    %cst_256_i32_142 = constant <i32: 256> : tile<i32>
    %reshape_143 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_144 = constant <i32: 256> : tile<i32>
    %cst_256_i32_145 = constant <i32: 256> : tile<i32>
    %cst_1_i32_146 = constant <i32: 1> : tile<i32>
    %reshape_147 = reshape %reshape_143 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_148 = constant <i32: 256> : tile<i32>
    %cst_1_i32_149 = constant <i32: 1> : tile<i32>
    %cst_1_i32_150 = constant <i32: 1> : tile<i32>
    %cst_1_i32_151 = constant <i32: 1> : tile<i32>
    %cst_1_i32_152 = constant <i32: 1> : tile<i32>
    %reshape_153 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_256_i32_156 = constant <i32: 256> : tile<i32>
    %cst_1_i32_157 = constant <i32: 1> : tile<i32>
    %bcast_158 = broadcast %reshape_153 : tile<1x1xf32> -> tile<256x1xf32>
    %36 = mulf %reshape_147, %bcast_158  : tile<256x1xf32>
    %37 = maxf %iterArg2, %36 : tile<256x1xf32>
    %cst_256_i32_159 = constant <i32: 256> : tile<i32>
    %cst_128_i32_160 = constant <i32: 128> : tile<i32>
    %cst_1_i32_161 = constant <i32: 1> : tile<i32>
    %cst_1_i32_162 = constant <i32: 1> : tile<i32>
    %cst_1_i32_163 = constant <i32: 1> : tile<i32>
    %reshape_164 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_165 = constant <i32: 1> : tile<i32>
    %cst_1_i32_166 = constant <i32: 1> : tile<i32>
    %cst_256_i32_167 = constant <i32: 256> : tile<i32>
    %cst_128_i32_168 = constant <i32: 128> : tile<i32>
    %bcast_169 = broadcast %reshape_164 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_170 = constant <i32: 256> : tile<i32>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %cst_256_i32_172 = constant <i32: 256> : tile<i32>
    %cst_128_i32_173 = constant <i32: 128> : tile<i32>
    %bcast_174 = broadcast %37 : tile<256x1xf32> -> tile<256x128xf32>
    %38 = negf %bcast_174 : tile<256x128xf32>
    %39 = fma %35, %bcast_169, %38  : tile<256x128xf32>
    %40 = exp2 %39 flush_to_zero : tile<256x128xf32>
    %reduce_175 = reduce %40 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %47 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %47 : tile<f32>
    }
    %cst_256_i32_176 = constant <i32: 256> : tile<i32>
    %cst_256_i32_177 = constant <i32: 256> : tile<i32>
    %reshape_178 = reshape %reduce_175 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_179 = constant <i32: 256> : tile<i32>
    %cst_256_i32_180 = constant <i32: 256> : tile<i32>
    %cst_1_i32_181 = constant <i32: 1> : tile<i32>
    %reshape_182 = reshape %reshape_178 : tile<256xf32> -> tile<256x1xf32>
    %41 = subf %iterArg2, %37  : tile<256x1xf32>
    %42 = exp2 %41 flush_to_zero : tile<256x1xf32>
    %43 = fma %iterArg1, %42, %reshape_182  : tile<256x1xf32>
    %cst_256_i32_183 = constant <i32: 256> : tile<i32>
    %cst_1_i32_184 = constant <i32: 1> : tile<i32>
    %cst_256_i32_185 = constant <i32: 256> : tile<i32>
    %cst_128_i32_186 = constant <i32: 128> : tile<i32>
    %bcast_187 = broadcast %42 : tile<256x1xf32> -> tile<256x128xf32>
    %44 = mulf %iterArg0, %bcast_187  : tile<256x128xf32>
    %cst_-1_i32_188 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_189 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_190 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_191 = constant <i32: -1> : tile<i32>
    %pview_192 = make_partition_view %tview_42 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_193 = constant <i32: 0> : tile<i32>
    %tile_194, %result_token_195 = load_view_tko weak %pview_192[%4, %12, %assume_124, %cst_0_i32_193] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_196 = constant <i32: 1> : tile<i32>
    %cst_1_i32_197 = constant <i32: 1> : tile<i32>
    %cst_128_i32_198 = constant <i32: 128> : tile<i32>
    %cst_128_i32_199 = constant <i32: 128> : tile<i32>
    %cst_128_i32_200 = constant <i32: 128> : tile<i32>
    %cst_128_i32_201 = constant <i32: 128> : tile<i32>
    %reshape_202 = reshape %tile_194 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %45 = ftof %40  : tile<256x128xf32> -> tile<256x128xf16>
    %46 = mmaf %45, %reshape_202, %44 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    continue %46, %43, %37 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_1_i32_108 = constant <i32: 1> : tile<i32>
  %for_109:3 = for %loopIdx in (%31 to %29, step %cst_1_i32_108) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %cst_-1_i32_124 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_125 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_126 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_127 = constant <i32: -1> : tile<i32>
    %pview_128 = make_partition_view %tview_27 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
    %cst_0_i32_129 = constant <i32: 0> : tile<i32>
    %tile_130, %result_token_131 = load_view_tko weak %pview_128[%4, %12, %cst_0_i32_129, %loopIdx] token = %1 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_132 = constant <i32: 1> : tile<i32>
    %cst_1_i32_133 = constant <i32: 1> : tile<i32>
    %cst_128_i32_134 = constant <i32: 128> : tile<i32>
    %cst_128_i32_135 = constant <i32: 128> : tile<i32>
    %cst_128_i32_136 = constant <i32: 128> : tile<i32>
    %cst_128_i32_137 = constant <i32: 128> : tile<i32>
    %reshape_138 = reshape %tile_130 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %cst_0_f32_139 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %35 = mmaf %reshape_103, %reshape_138, %cst_0_f32_139 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    %36 = muli %loopIdx, %cst_128_i32_62 : tile<i32>
    %cst_1_i32_140 = constant <i32: 1> : tile<i32>
    %cst_128_i32_141 = constant <i32: 128> : tile<i32>
    %cst_1_i32_142 = constant <i32: 1> : tile<i32>
    %cst_1_i32_143 = constant <i32: 1> : tile<i32>
    %cst_1_i32_144 = constant <i32: 1> : tile<i32>
    %reshape_145 = reshape %36 : tile<i32> -> tile<1x1xi32>
    %cst_1_i32_146 = constant <i32: 1> : tile<i32>
    %cst_1_i32_147 = constant <i32: 1> : tile<i32>
    %cst_1_i32_148 = constant <i32: 1> : tile<i32>
    %cst_128_i32_149 = constant <i32: 128> : tile<i32>
    %bcast_150 = broadcast %reshape_145 : tile<1x1xi32> -> tile<1x128xi32>
    %37 = addi %bcast_150, %reshape_90 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %cst_256_i32_151 = constant <i32: 256> : tile<i32>
    %cst_1_i32_152 = constant <i32: 1> : tile<i32>
    %cst_256_i32_153 = constant <i32: 256> : tile<i32>
    %cst_128_i32_154 = constant <i32: 128> : tile<i32>
    %bcast_155 = broadcast %reshape_86 : tile<256x1xi32> -> tile<256x128xi32>
    %cst_1_i32_156 = constant <i32: 1> : tile<i32>
    %cst_128_i32_157 = constant <i32: 128> : tile<i32>
    %cst_256_i32_158 = constant <i32: 256> : tile<i32>
    %cst_128_i32_159 = constant <i32: 128> : tile<i32>
    %bcast_160 = broadcast %37 : tile<1x128xi32> -> tile<256x128xi32>
    %38 = cmpi greater_than_or_equal %bcast_155, %bcast_160, signed : tile<256x128xi32> -> tile<256x128xi1>
    %39 = andi %true, %38 : tile<256x128xi1>
    %cst_0_f32_161 = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %cst_f32_162 = constant <f32: 0xFF800000> : tile<256x128xf32>
    %40 = select %39, %cst_0_f32_161, %cst_f32_162 : tile<256x128xi1>, tile<256x128xf32>
    %41 = addf %35, %40  : tile<256x128xf32>
    %reduce = reduce %41 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %53 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %53 : tile<f32>
    }
    %cst_256_i32_163 = constant <i32: 256> : tile<i32>
    %cst_256_i32_164 = constant <i32: 256> : tile<i32>
    %reshape_165 = reshape %reduce : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_166 = constant <i32: 256> : tile<i32>
    %cst_256_i32_167 = constant <i32: 256> : tile<i32>
    %cst_1_i32_168 = constant <i32: 1> : tile<i32>
    %reshape_169 = reshape %reshape_165 : tile<256xf32> -> tile<256x1xf32>
    %cst_256_i32_170 = constant <i32: 256> : tile<i32>
    %cst_1_i32_171 = constant <i32: 1> : tile<i32>
    %cst_1_i32_172 = constant <i32: 1> : tile<i32>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %cst_1_i32_174 = constant <i32: 1> : tile<i32>
    %reshape_175 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_176 = constant <i32: 1> : tile<i32>
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %cst_256_i32_178 = constant <i32: 256> : tile<i32>
    %cst_1_i32_179 = constant <i32: 1> : tile<i32>
    %bcast_180 = broadcast %reshape_175 : tile<1x1xf32> -> tile<256x1xf32>
    %42 = mulf %reshape_169, %bcast_180  : tile<256x1xf32>
    %43 = maxf %iterArg2, %42 : tile<256x1xf32>
    %cst_256_i32_181 = constant <i32: 256> : tile<i32>
    %cst_128_i32_182 = constant <i32: 128> : tile<i32>
    %cst_1_i32_183 = constant <i32: 1> : tile<i32>
    %cst_1_i32_184 = constant <i32: 1> : tile<i32>
    %cst_1_i32_185 = constant <i32: 1> : tile<i32>
    %reshape_186 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_187 = constant <i32: 1> : tile<i32>
    %cst_1_i32_188 = constant <i32: 1> : tile<i32>
    %cst_256_i32_189 = constant <i32: 256> : tile<i32>
    %cst_128_i32_190 = constant <i32: 128> : tile<i32>
    %bcast_191 = broadcast %reshape_186 : tile<1x1xf32> -> tile<256x128xf32>
    %cst_256_i32_192 = constant <i32: 256> : tile<i32>
    %cst_1_i32_193 = constant <i32: 1> : tile<i32>
    %cst_256_i32_194 = constant <i32: 256> : tile<i32>
    %cst_128_i32_195 = constant <i32: 128> : tile<i32>
    %bcast_196 = broadcast %43 : tile<256x1xf32> -> tile<256x128xf32>
    %44 = negf %bcast_196 : tile<256x128xf32>
    %45 = fma %41, %bcast_191, %44  : tile<256x128xf32>
    %46 = exp2 %45 flush_to_zero : tile<256x128xf32>
    %reduce_197 = reduce %46 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %53 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %53 : tile<f32>
    }
    %cst_256_i32_198 = constant <i32: 256> : tile<i32>
    %cst_256_i32_199 = constant <i32: 256> : tile<i32>
    %reshape_200 = reshape %reduce_197 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_201 = constant <i32: 256> : tile<i32>
    %cst_256_i32_202 = constant <i32: 256> : tile<i32>
    %cst_1_i32_203 = constant <i32: 1> : tile<i32>
    %reshape_204 = reshape %reshape_200 : tile<256xf32> -> tile<256x1xf32>
    %47 = subf %iterArg2, %43  : tile<256x1xf32>
    %48 = exp2 %47 flush_to_zero : tile<256x1xf32>
    %49 = fma %iterArg1, %48, %reshape_204  : tile<256x1xf32>
    %cst_256_i32_205 = constant <i32: 256> : tile<i32>
    %cst_1_i32_206 = constant <i32: 1> : tile<i32>
    %cst_256_i32_207 = constant <i32: 256> : tile<i32>
    %cst_128_i32_208 = constant <i32: 128> : tile<i32>
    %bcast_209 = broadcast %48 : tile<256x1xf32> -> tile<256x128xf32>
    %50 = mulf %iterArg0, %bcast_209  : tile<256x128xf32>
    %cst_-1_i32_210 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_211 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_212 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_213 = constant <i32: -1> : tile<i32>
    %pview_214 = make_partition_view %tview_42 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_i32_215 = constant <i32: 0> : tile<i32>
    %tile_216, %result_token_217 = load_view_tko weak %pview_214[%4, %12, %loopIdx, %cst_0_i32_215] token = %2 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
    %cst_1_i32_218 = constant <i32: 1> : tile<i32>
    %cst_1_i32_219 = constant <i32: 1> : tile<i32>
    %cst_128_i32_220 = constant <i32: 128> : tile<i32>
    %cst_128_i32_221 = constant <i32: 128> : tile<i32>
    %cst_128_i32_222 = constant <i32: 128> : tile<i32>
    %cst_128_i32_223 = constant <i32: 128> : tile<i32>
    %reshape_224 = reshape %tile_216 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %51 = ftof %46  : tile<256x128xf32> -> tile<256x128xf16>
    %52 = mmaf %51, %reshape_224, %50 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    continue %52, %49, %43 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %cst_256_i32_110 = constant <i32: 256> : tile<i32>
  %cst_1_i32_111 = constant <i32: 1> : tile<i32>
  %cst_256_i32_112 = constant <i32: 256> : tile<i32>
  %cst_128_i32_113 = constant <i32: 128> : tile<i32>
  %bcast_114 = broadcast %for_109#1 : tile<256x1xf32> -> tile<256x128xf32>
  %32 = divf %for_109#0, %bcast_114 rounding<approx> flush_to_zero : tile<256x128xf32>
  %cst_256_i32_115 = constant <i32: 256> : tile<i32>
  %cst_128_i32_116 = constant <i32: 128> : tile<i32>
  %cst_1_i32_117 = constant <i32: 1> : tile<i32>
  %cst_1_i32_118 = constant <i32: 1> : tile<i32>
  %cst_256_i32_119 = constant <i32: 256> : tile<i32>
  %cst_128_i32_120 = constant <i32: 128> : tile<i32>
  %reshape_121 = reshape %32 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %33 = ftof %reshape_121  : tile<1x1x256x128xf32> -> tile<1x1x256x128xf16>
  %pview_122 = make_partition_view %tview_57 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_123 = constant <i32: 0> : tile<i32>
  %34 = store_view_tko weak %33, %pview_122[%4, %11, %assume_blockId_x, %cst_0_i32_123] token = %3 : tile<1x1x256x128xf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
