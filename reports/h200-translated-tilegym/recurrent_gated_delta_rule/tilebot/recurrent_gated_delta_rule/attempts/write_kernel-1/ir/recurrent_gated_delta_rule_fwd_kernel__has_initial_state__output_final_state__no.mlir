entry @recurrent_gated_delta_rule_fwd_kernel__has_initial_state__output_final_state__no_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<ptr<f32>>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<ptr<f32>>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<ptr<f32>>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<ptr<f32>>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<f32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_8_i32_0 = constant <i32: 8> : tile<i32>
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
  %assume_10 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_10, shape = [%assume, %assume_1, %assume_2, %assume_assume], strides = [%assume_assume_5, %assume_assume_7, %assume_assume_9, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
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
  %assume_22 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %tview_23 = make_tensor_view %assume_22, shape = [%assume_11, %assume_12, %assume_13, %assume_assume_15], strides = [%assume_assume_17, %assume_assume_19, %assume_assume_21, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
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
  %assume_35 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %tview_36 = make_tensor_view %assume_35, shape = [%assume_24, %assume_25, %assume_26, %assume_assume_28], strides = [%assume_assume_30, %assume_assume_32, %assume_assume_34, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_37 = assume div_by<16>, %arg27 : tile<ptr<f32>>
  %assume_38 = assume div_by<4>, %arg31 : tile<i32>
  %assume_39 = assume div_by<4>, %arg32 : tile<i32>
  %assume_40 = assume div_by<16>, %arg33 : tile<ptr<f32>>
  %assume_41 = assume div_by<4>, %arg37 : tile<i32>
  %assume_42 = assume div_by<4>, %arg38 : tile<i32>
  %assume_43 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_45 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_49 = assume div_by<16>, %assume_48 : tile<i32>
  %assume_50 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_51 = assume div_by<16>, %assume_50 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_53 = assume div_by<16>, %assume_52 : tile<i32>
  %3 = make_token : token
  %assume_54 = assume div_by<16>, %arg39 : tile<ptr<f32>>
  %tview_55 = make_tensor_view %assume_54, shape = [%assume_43, %assume_44, %assume_45, %assume_assume_47], strides = [%assume_assume_49, %assume_assume_51, %assume_assume_53, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_56 = assume bounded<0, ?>, %arg49 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_58 = assume bounded<0, ?>, %arg51 : tile<i32>
  %assume_assume_59 = assume div_by<16>, %assume_58 : tile<i32>
  %assume_60 = assume bounded<0, ?>, %arg52 : tile<i32>
  %assume_assume_61 = assume div_by<16>, %assume_60 : tile<i32>
  %assume_62 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_assume_63 = assume div_by<16>, %assume_62 : tile<i32>
  %assume_64 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_assume_65 = assume div_by<16>, %assume_64 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_assume_67 = assume div_by<16>, %assume_66 : tile<i32>
  %4 = make_token : token
  %assume_68 = assume div_by<16>, %arg48 : tile<ptr<f32>>
  %tview_69 = make_tensor_view %assume_68, shape = [%assume_56, %assume_57, %assume_assume_59, %assume_assume_61], strides = [%assume_assume_63, %assume_assume_65, %assume_assume_67, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_70 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_71 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_75 = assume div_by<16>, %assume_74 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg62 : tile<i32>
  %assume_assume_77 = assume div_by<16>, %assume_76 : tile<i32>
  %assume_78 = assume bounded<0, ?>, %arg63 : tile<i32>
  %assume_assume_79 = assume div_by<16>, %assume_78 : tile<i32>
  %assume_80 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_assume_81 = assume div_by<16>, %assume_80 : tile<i32>
  %5 = make_token : token
  %assume_82 = assume div_by<16>, %arg57 : tile<ptr<f32>>
  %tview_83 = make_tensor_view %assume_82, shape = [%assume_70, %assume_71, %assume_assume_73, %assume_assume_75], strides = [%assume_assume_77, %assume_assume_79, %assume_assume_81, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_64_i32_84 = constant <i32: 64> : tile<i32>
  %cst_8_i32_85 = constant <i32: 8> : tile<i32>
  %cst_8_i32_86 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_87, %blockId_y_88, %blockId_z_89 = get_tile_block_id : tile<i32>
  %assume_blockId_x_90 = assume bounded<0, ?>, %blockId_x_87 : tile<i32>
  %assume_blockId_y_91 = assume bounded<0, ?>, %blockId_y_88 : tile<i32>
  %assume_blockId_z_92 = assume bounded<0, ?>, %blockId_z_89 : tile<i32>
  %6:4 = get_tensor_shape %tview : tensor_view<?x?x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %7:4 = get_tensor_shape %tview_36 : tensor_view<?x?x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32_93 = constant <i32: 2> : tile<i32>
  %8 = divi %assume_blockId_x, %7#2 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %9 = cmpi less_than %7#2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %10 = remi %assume_blockId_x, %7#2 signed : tile<i32>
  %cst_0_i32_94 = constant <i32: 0> : tile<i32>
  %11 = cmpi less_than %10, %cst_0_i32_94, signed : tile<i32> -> tile<i1>
  %12 = xori %11, %9 : tile<i1>
  %13 = cmpi not_equal %10, %cst_0_i32_94, signed : tile<i32> -> tile<i1>
  %14 = andi %12, %13 : tile<i1>
  %15 = addi %10, %7#2 : tile<i32>
  %16 = select %14, %15, %10 : tile<i1>, tile<i32>
  %17 = divi %7#2, %6#2 signed rounding<negative_inf> : tile<i32>
  %18 = divi %16, %17 signed rounding<negative_inf> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_95 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_96 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_97 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_69 : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_98 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%8, %16, %cst_0_i32_98, %assume_blockId_y_91] token = %4 : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x8xf32>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_99 = constant <i32: 1> : tile<i32>
  %cst_64_i32_100 = constant <i32: 64> : tile<i32>
  %cst_8_i32_101 = constant <i32: 8> : tile<i32>
  %cst_64_i32_102 = constant <i32: 64> : tile<i32>
  %cst_8_i32_103 = constant <i32: 8> : tile<i32>
  %reshape = reshape %tile : tile<1x1x64x8xf32> -> tile<64x8xf32>
  %cst_0_i32_104 = constant <i32: 0> : tile<i32>
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_104 to %cst_8_i32_86, step %cst_1_i32_105) : tile<i32> iter_values(%iterArg0 = %3, %iterArg1 = %3, %iterArg2 = %reshape) -> (token, token, tile<64x8xf32>) {
    %assume_119 = assume bounded<0, 7>, %loopIdx : tile<i32>
    %cst_-1_i32_120 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_121 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_122 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_123 = constant <i32: -1> : tile<i32>
    %pview_124 = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_125 = constant <i32: 0> : tile<i32>
    %tile_126, %result_token_127 = load_view_tko weak %pview_124[%8, %assume_119, %18, %cst_0_i32_125] token = %0 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %cst_1_i32_128 = constant <i32: 1> : tile<i32>
    %cst_1_i32_129 = constant <i32: 1> : tile<i32>
    %cst_1_i32_130 = constant <i32: 1> : tile<i32>
    %cst_64_i32_131 = constant <i32: 64> : tile<i32>
    %cst_64_i32_132 = constant <i32: 64> : tile<i32>
    %reshape_133 = reshape %tile_126 : tile<1x1x1x64xf32> -> tile<64xf32>
    %cst_-1_i32_134 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_135 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_136 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_137 = constant <i32: -1> : tile<i32>
    %pview_138 = make_partition_view %tview_23 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_139 = constant <i32: 0> : tile<i32>
    %tile_140, %result_token_141 = load_view_tko weak %pview_138[%8, %assume_119, %18, %cst_0_i32_139] token = %1 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %cst_1_i32_142 = constant <i32: 1> : tile<i32>
    %cst_1_i32_143 = constant <i32: 1> : tile<i32>
    %cst_1_i32_144 = constant <i32: 1> : tile<i32>
    %cst_64_i32_145 = constant <i32: 64> : tile<i32>
    %cst_64_i32_146 = constant <i32: 64> : tile<i32>
    %reshape_147 = reshape %tile_140 : tile<1x1x1x64xf32> -> tile<64xf32>
    %cst_64_i32_148 = constant <i32: 64> : tile<i32>
    %cst_1_i32_149 = constant <i32: 1> : tile<i32>
    %cst_1_i32_150 = constant <i32: 1> : tile<i32>
    %reshape_151 = reshape %arg66 : tile<f32> -> tile<1xf32>
    %cst_1_i32_152 = constant <i32: 1> : tile<i32>
    %cst_64_i32_153 = constant <i32: 64> : tile<i32>
    %bcast = broadcast %reshape_151 : tile<1xf32> -> tile<64xf32>
    %20 = mulf %reshape_133, %bcast  : tile<64xf32>
    %cst_-1_i32_154 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_155 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_156 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_157 = constant <i32: -1> : tile<i32>
    %pview_158 = make_partition_view %tview_36 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %tile_159, %result_token_160 = load_view_tko weak %pview_158[%8, %assume_119, %16, %assume_blockId_y_91] token = %2 optimization_hints = <sm_90 = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %cst_1_i32_161 = constant <i32: 1> : tile<i32>
    %cst_1_i32_162 = constant <i32: 1> : tile<i32>
    %cst_1_i32_163 = constant <i32: 1> : tile<i32>
    %cst_8_i32_164 = constant <i32: 8> : tile<i32>
    %cst_8_i32_165 = constant <i32: 8> : tile<i32>
    %reshape_166 = reshape %tile_159 : tile<1x1x1x8xf32> -> tile<8xf32>
    %cst_1_i32_167 = constant <i32: 1> : tile<i32>
    %reshape_168 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_169 = broadcast %reshape_168 : tile<i32> -> tile<i32>
    %21 = exti %bcast_169 signed : tile<i32> -> tile<i64>
    %22 = exti %assume_38 signed : tile<i32> -> tile<i64>
    %23 = muli %21, %22 : tile<i64>
    %cst_1_i32_170 = constant <i32: 1> : tile<i32>
    %reshape_171 = reshape %assume_119 : tile<i32> -> tile<i32>
    %bcast_172 = broadcast %reshape_171 : tile<i32> -> tile<i32>
    %24 = exti %bcast_172 signed : tile<i32> -> tile<i64>
    %25 = exti %assume_39 signed : tile<i32> -> tile<i64>
    %26 = muli %24, %25 : tile<i64>
    %27 = addi %23, %26 : tile<i64>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %reshape_174 = reshape %16 : tile<i32> -> tile<i32>
    %bcast_175 = broadcast %reshape_174 : tile<i32> -> tile<i32>
    %28 = exti %bcast_175 signed : tile<i32> -> tile<i64>
    %29 = addi %27, %28 : tile<i64>
    %30 = offset %assume_37, %29 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
    %result, %result_token_176 = load_ptr_tko weak %30, %cst_0_f32 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %reshape_178 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_179 = broadcast %reshape_178 : tile<i32> -> tile<i32>
    %31 = exti %bcast_179 signed : tile<i32> -> tile<i64>
    %32 = exti %assume_41 signed : tile<i32> -> tile<i64>
    %33 = muli %31, %32 : tile<i64>
    %cst_1_i32_180 = constant <i32: 1> : tile<i32>
    %reshape_181 = reshape %assume_119 : tile<i32> -> tile<i32>
    %bcast_182 = broadcast %reshape_181 : tile<i32> -> tile<i32>
    %34 = exti %bcast_182 signed : tile<i32> -> tile<i64>
    %35 = exti %assume_42 signed : tile<i32> -> tile<i64>
    %36 = muli %34, %35 : tile<i64>
    %37 = addi %33, %36 : tile<i64>
    %cst_1_i32_183 = constant <i32: 1> : tile<i32>
    %reshape_184 = reshape %16 : tile<i32> -> tile<i32>
    %bcast_185 = broadcast %reshape_184 : tile<i32> -> tile<i32>
    %38 = exti %bcast_185 signed : tile<i32> -> tile<i64>
    %39 = addi %37, %38 : tile<i64>
    %40 = offset %assume_40, %39 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32_186 = constant <f32: 0.000000e+00> : tile<f32>
    %result_187, %result_token_188 = load_ptr_tko weak %40, %cst_0_f32_186 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %41 = exp %result  : tile<f32>
    %cst_1_i32_189 = constant <i32: 1> : tile<i32>
    %cst_1_i32_190 = constant <i32: 1> : tile<i32>
    %reshape_191 = reshape %41 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %cst_1_i32_193 = constant <i32: 1> : tile<i32>
    %cst_64_i32_194 = constant <i32: 64> : tile<i32>
    %cst_8_i32_195 = constant <i32: 8> : tile<i32>
    %bcast_196 = broadcast %reshape_191 : tile<1x1xf32> -> tile<64x8xf32>
    %42 = mulf %iterArg2, %bcast_196  : tile<64x8xf32>
    %cst_64_i32_197 = constant <i32: 64> : tile<i32>
    %cst_64_i32_198 = constant <i32: 64> : tile<i32>
    %cst_1_i32_199 = constant <i32: 1> : tile<i32>
    %reshape_200 = reshape %reshape_147 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_201 = constant <i32: 64> : tile<i32>
    %cst_1_i32_202 = constant <i32: 1> : tile<i32>
    %cst_64_i32_203 = constant <i32: 64> : tile<i32>
    %cst_8_i32_204 = constant <i32: 8> : tile<i32>
    %bcast_205 = broadcast %reshape_200 : tile<64x1xf32> -> tile<64x8xf32>
    %43 = mulf %42, %bcast_205  : tile<64x8xf32>
    %reduce = reduce %43 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %51 : tile<f32>
    }
    %cst_8_i32_206 = constant <i32: 8> : tile<i32>
    %cst_8_i32_207 = constant <i32: 8> : tile<i32>
    %reshape_208 = reshape %reduce : tile<8xf32> -> tile<8xf32>
    %44 = subf %reshape_166, %reshape_208  : tile<8xf32>
    %cst_1_i32_209 = constant <i32: 1> : tile<i32>
    %reshape_210 = reshape %result_187 : tile<f32> -> tile<1xf32>
    %cst_1_i32_211 = constant <i32: 1> : tile<i32>
    %cst_8_i32_212 = constant <i32: 8> : tile<i32>
    %bcast_213 = broadcast %reshape_210 : tile<1xf32> -> tile<8xf32>
    %45 = mulf %44, %bcast_213  : tile<8xf32>
    %cst_8_i32_214 = constant <i32: 8> : tile<i32>
    %cst_1_i32_215 = constant <i32: 1> : tile<i32>
    %cst_8_i32_216 = constant <i32: 8> : tile<i32>
    %reshape_217 = reshape %45 : tile<8xf32> -> tile<1x8xf32>
    %cst_64_i32_218 = constant <i32: 64> : tile<i32>
    %cst_1_i32_219 = constant <i32: 1> : tile<i32>
    %cst_64_i32_220 = constant <i32: 64> : tile<i32>
    %cst_8_i32_221 = constant <i32: 8> : tile<i32>
    %bcast_222 = broadcast %reshape_200 : tile<64x1xf32> -> tile<64x8xf32>
    %cst_1_i32_223 = constant <i32: 1> : tile<i32>
    %cst_8_i32_224 = constant <i32: 8> : tile<i32>
    %cst_64_i32_225 = constant <i32: 64> : tile<i32>
    %cst_8_i32_226 = constant <i32: 8> : tile<i32>
    %bcast_227 = broadcast %reshape_217 : tile<1x8xf32> -> tile<64x8xf32>
    %46 = mulf %bcast_222, %bcast_227  : tile<64x8xf32>
    %47 = addf %42, %46  : tile<64x8xf32>
    %cst_64_i32_228 = constant <i32: 64> : tile<i32>
    %cst_64_i32_229 = constant <i32: 64> : tile<i32>
    %cst_1_i32_230 = constant <i32: 1> : tile<i32>
    %reshape_231 = reshape %20 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_232 = constant <i32: 64> : tile<i32>
    %cst_1_i32_233 = constant <i32: 1> : tile<i32>
    %cst_64_i32_234 = constant <i32: 64> : tile<i32>
    %cst_8_i32_235 = constant <i32: 8> : tile<i32>
    %bcast_236 = broadcast %reshape_231 : tile<64x1xf32> -> tile<64x8xf32>
    %48 = mulf %47, %bcast_236  : tile<64x8xf32>
    %reduce_237 = reduce %48 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %51 : tile<f32>
    }
    %cst_8_i32_238 = constant <i32: 8> : tile<i32>
    %cst_8_i32_239 = constant <i32: 8> : tile<i32>
    %reshape_240 = reshape %reduce_237 : tile<8xf32> -> tile<8xf32>
    %cst_8_i32_241 = constant <i32: 8> : tile<i32>
    %cst_1_i32_242 = constant <i32: 1> : tile<i32>
    %cst_1_i32_243 = constant <i32: 1> : tile<i32>
    %cst_1_i32_244 = constant <i32: 1> : tile<i32>
    %cst_8_i32_245 = constant <i32: 8> : tile<i32>
    %reshape_246 = reshape %reshape_240 : tile<8xf32> -> tile<1x1x1x8xf32>
    %cst_-1_i32_247 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_248 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_249 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_250 = constant <i32: -1> : tile<i32>
    %pview_251 = make_partition_view %tview_55 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %49 = store_view_tko weak %reshape_246, %pview_251[%8, %assume_119, %16, %assume_blockId_y_91] token = %3 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    %50 = join_tokens %iterArg0, %49 : token
    continue %50, %50, %47 : token, token, tile<64x8xf32>
  }
  %cst_64_i32_106 = constant <i32: 64> : tile<i32>
  %cst_8_i32_107 = constant <i32: 8> : tile<i32>
  %cst_1_i32_108 = constant <i32: 1> : tile<i32>
  %cst_1_i32_109 = constant <i32: 1> : tile<i32>
  %cst_64_i32_110 = constant <i32: 64> : tile<i32>
  %cst_8_i32_111 = constant <i32: 8> : tile<i32>
  %reshape_112 = reshape %for#2 : tile<64x8xf32> -> tile<1x1x64x8xf32>
  %cst_-1_i32_113 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_114 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_115 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_116 = constant <i32: -1> : tile<i32>
  %pview_117 = make_partition_view %tview_83 : partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_118 = constant <i32: 0> : tile<i32>
  %19 = store_view_tko weak %reshape_112, %pview_117[%8, %16, %cst_0_i32_118, %assume_blockId_y_91] token = %5 : tile<1x1x64x8xf32>, partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
