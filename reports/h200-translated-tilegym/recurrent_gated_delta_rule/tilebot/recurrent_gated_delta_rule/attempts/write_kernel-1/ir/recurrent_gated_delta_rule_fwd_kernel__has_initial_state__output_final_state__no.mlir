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
  %assume_38 = assume div_by<16>, %arg33 : tile<ptr<f32>>
  %assume_39 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_assume_43 = assume div_by<16>, %assume_42 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_49 = assume div_by<16>, %assume_48 : tile<i32>
  %3 = make_token : token
  %assume_50 = assume div_by<16>, %arg39 : tile<ptr<f32>>
  %tview_51 = make_tensor_view %assume_50, shape = [%assume_39, %assume_40, %assume_41, %assume_assume_43], strides = [%assume_assume_45, %assume_assume_47, %assume_assume_49, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_52 = assume bounded<0, ?>, %arg49 : tile<i32>
  %assume_53 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg51 : tile<i32>
  %assume_assume_55 = assume div_by<16>, %assume_54 : tile<i32>
  %assume_56 = assume bounded<0, ?>, %arg52 : tile<i32>
  %assume_assume_57 = assume div_by<16>, %assume_56 : tile<i32>
  %assume_58 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_assume_59 = assume div_by<16>, %assume_58 : tile<i32>
  %assume_60 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_assume_61 = assume div_by<16>, %assume_60 : tile<i32>
  %assume_62 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_assume_63 = assume div_by<16>, %assume_62 : tile<i32>
  %4 = make_token : token
  %assume_64 = assume div_by<16>, %arg48 : tile<ptr<f32>>
  %tview_65 = make_tensor_view %assume_64, shape = [%assume_52, %assume_53, %assume_assume_55, %assume_assume_57], strides = [%assume_assume_59, %assume_assume_61, %assume_assume_63, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_66 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_67 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_69 = assume div_by<16>, %assume_68 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_71 = assume div_by<16>, %assume_70 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg62 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg63 : tile<i32>
  %assume_assume_75 = assume div_by<16>, %assume_74 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_assume_77 = assume div_by<16>, %assume_76 : tile<i32>
  %5 = make_token : token
  %assume_78 = assume div_by<16>, %arg57 : tile<ptr<f32>>
  %tview_79 = make_tensor_view %assume_78, shape = [%assume_66, %assume_67, %assume_assume_69, %assume_assume_71], strides = [%assume_assume_73, %assume_assume_75, %assume_assume_77, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_64_i32_80 = constant <i32: 64> : tile<i32>
  %cst_8_i32_81 = constant <i32: 8> : tile<i32>
  %cst_8_i32_82 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_83, %blockId_y_84, %blockId_z_85 = get_tile_block_id : tile<i32>
  %assume_blockId_x_86 = assume bounded<0, ?>, %blockId_x_83 : tile<i32>
  %assume_blockId_y_87 = assume bounded<0, ?>, %blockId_y_84 : tile<i32>
  %assume_blockId_z_88 = assume bounded<0, ?>, %blockId_z_85 : tile<i32>
  %6:4 = get_tensor_shape %tview : tensor_view<?x?x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %7:4 = get_tensor_shape %tview_36 : tensor_view<?x?x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32_89 = constant <i32: 2> : tile<i32>
  %8 = divi %assume_blockId_x, %7#2 signed rounding<negative_inf> : tile<i32>
  %9 = remi %assume_blockId_x, %7#2 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %10 = cmpi not_equal %9, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_90 = constant <i32: 0> : tile<i32>
  %11 = cmpi less_than %9, %cst_0_i32_90, signed : tile<i32> -> tile<i1>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %12 = cmpi less_than %7#2, %cst_0_i32_91, signed : tile<i32> -> tile<i1>
  %13 = cmpi not_equal %11, %12, unsigned : tile<i1> -> tile<i1>
  %14 = andi %10, %13 : tile<i1>
  %15 = if %14 -> (tile<i32>) {
    %19 = addi %9, %7#2 : tile<i32>
    yield %19 : tile<i32>
  } else {
    yield %9 : tile<i32>
  }
  %16 = divi %7#2, %6#2 signed rounding<negative_inf> : tile<i32>
  %17 = divi %15, %16 signed rounding<negative_inf> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_92 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_93 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_94 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_65 : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_95 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%8, %15, %cst_0_i32_95, %assume_blockId_y_87] token = %4 : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x8xf32>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_96 = constant <i32: 1> : tile<i32>
  %cst_64_i32_97 = constant <i32: 64> : tile<i32>
  %cst_8_i32_98 = constant <i32: 8> : tile<i32>
  %cst_64_i32_99 = constant <i32: 64> : tile<i32>
  %cst_8_i32_100 = constant <i32: 8> : tile<i32>
  %reshape = reshape %tile : tile<1x1x64x8xf32> -> tile<64x8xf32>
  %cst_0_i32_101 = constant <i32: 0> : tile<i32>
  %cst_1_i32_102 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_101 to %cst_8_i32_82, step %cst_1_i32_102) : tile<i32> iter_values(%iterArg0 = %3, %iterArg1 = %3, %iterArg2 = %reshape) -> (token, token, tile<64x8xf32>) {
    %assume_112 = assume bounded<0, 7>, %loopIdx : tile<i32>
    %cst_-1_i32_113 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_114 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_115 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_116 = constant <i32: -1> : tile<i32>
    %pview_117 = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_118 = constant <i32: 0> : tile<i32>
    %tile_119, %result_token_120 = load_view_tko weak %pview_117[%8, %assume_112, %17, %cst_0_i32_118] token = %0 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %cst_1_i32_121 = constant <i32: 1> : tile<i32>
    %cst_1_i32_122 = constant <i32: 1> : tile<i32>
    %cst_1_i32_123 = constant <i32: 1> : tile<i32>
    %cst_64_i32_124 = constant <i32: 64> : tile<i32>
    %cst_64_i32_125 = constant <i32: 64> : tile<i32>
    %reshape_126 = reshape %tile_119 : tile<1x1x1x64xf32> -> tile<64xf32>
    %cst_-1_i32_127 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_128 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_129 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_130 = constant <i32: -1> : tile<i32>
    %pview_131 = make_partition_view %tview_23 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_132 = constant <i32: 0> : tile<i32>
    %tile_133, %result_token_134 = load_view_tko weak %pview_131[%8, %assume_112, %17, %cst_0_i32_132] token = %1 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %cst_1_i32_135 = constant <i32: 1> : tile<i32>
    %cst_1_i32_136 = constant <i32: 1> : tile<i32>
    %cst_1_i32_137 = constant <i32: 1> : tile<i32>
    %cst_64_i32_138 = constant <i32: 64> : tile<i32>
    %cst_64_i32_139 = constant <i32: 64> : tile<i32>
    %reshape_140 = reshape %tile_133 : tile<1x1x1x64xf32> -> tile<64xf32>
    %cst_64_i32_141 = constant <i32: 64> : tile<i32>
    %cst_1_i32_142 = constant <i32: 1> : tile<i32>
    %cst_1_i32_143 = constant <i32: 1> : tile<i32>
    %reshape_144 = reshape %arg66 : tile<f32> -> tile<1xf32>
    %cst_1_i32_145 = constant <i32: 1> : tile<i32>
    %cst_64_i32_146 = constant <i32: 64> : tile<i32>
    %bcast = broadcast %reshape_144 : tile<1xf32> -> tile<64xf32>
    %19 = mulf %reshape_126, %bcast  : tile<64xf32>
    %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_148 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_149 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_150 = constant <i32: -1> : tile<i32>
    %pview_151 = make_partition_view %tview_36 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %tile_152, %result_token_153 = load_view_tko weak %pview_151[%8, %assume_112, %15, %assume_blockId_y_87] token = %2 optimization_hints = <sm_90 = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_1_i32_156 = constant <i32: 1> : tile<i32>
    %cst_8_i32_157 = constant <i32: 8> : tile<i32>
    %cst_8_i32_158 = constant <i32: 8> : tile<i32>
    %reshape_159 = reshape %tile_152 : tile<1x1x1x8xf32> -> tile<8xf32>
    %cst_1_i32_160 = constant <i32: 1> : tile<i32>
    %reshape_161 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_162 = broadcast %reshape_161 : tile<i32> -> tile<i32>
    %20 = exti %bcast_162 signed : tile<i32> -> tile<i64>
    %21 = exti %arg31 signed : tile<i32> -> tile<i64>
    %22 = muli %20, %21 : tile<i64>
    %cst_1_i32_163 = constant <i32: 1> : tile<i32>
    %reshape_164 = reshape %assume_112 : tile<i32> -> tile<i32>
    %bcast_165 = broadcast %reshape_164 : tile<i32> -> tile<i32>
    %23 = exti %bcast_165 signed : tile<i32> -> tile<i64>
    %24 = exti %arg32 signed : tile<i32> -> tile<i64>
    %25 = muli %23, %24 : tile<i64>
    %26 = addi %22, %25 : tile<i64>
    %cst_1_i32_166 = constant <i32: 1> : tile<i32>
    %reshape_167 = reshape %15 : tile<i32> -> tile<i32>
    %bcast_168 = broadcast %reshape_167 : tile<i32> -> tile<i32>
    %27 = exti %bcast_168 signed : tile<i32> -> tile<i64>
    %28 = addi %26, %27 : tile<i64>
    %29 = offset %assume_37, %28 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
    %result, %result_token_169 = load_ptr_tko weak %29, %cst_0_f32 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %cst_1_i32_170 = constant <i32: 1> : tile<i32>
    %reshape_171 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_172 = broadcast %reshape_171 : tile<i32> -> tile<i32>
    %30 = exti %bcast_172 signed : tile<i32> -> tile<i64>
    %31 = exti %arg37 signed : tile<i32> -> tile<i64>
    %32 = muli %30, %31 : tile<i64>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %reshape_174 = reshape %assume_112 : tile<i32> -> tile<i32>
    %bcast_175 = broadcast %reshape_174 : tile<i32> -> tile<i32>
    %33 = exti %bcast_175 signed : tile<i32> -> tile<i64>
    %34 = exti %arg38 signed : tile<i32> -> tile<i64>
    %35 = muli %33, %34 : tile<i64>
    %36 = addi %32, %35 : tile<i64>
    %cst_1_i32_176 = constant <i32: 1> : tile<i32>
    %reshape_177 = reshape %15 : tile<i32> -> tile<i32>
    %bcast_178 = broadcast %reshape_177 : tile<i32> -> tile<i32>
    %37 = exti %bcast_178 signed : tile<i32> -> tile<i64>
    %38 = addi %36, %37 : tile<i64>
    %39 = offset %assume_38, %38 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32_179 = constant <f32: 0.000000e+00> : tile<f32>
    %result_180, %result_token_181 = load_ptr_tko weak %39, %cst_0_f32_179 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %40 = exp %result  : tile<f32>
    %cst_1_i32_182 = constant <i32: 1> : tile<i32>
    %cst_1_i32_183 = constant <i32: 1> : tile<i32>
    %reshape_184 = reshape %40 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_185 = constant <i32: 1> : tile<i32>
    %cst_1_i32_186 = constant <i32: 1> : tile<i32>
    %cst_64_i32_187 = constant <i32: 64> : tile<i32>
    %cst_8_i32_188 = constant <i32: 8> : tile<i32>
    %bcast_189 = broadcast %reshape_184 : tile<1x1xf32> -> tile<64x8xf32>
    %41 = mulf %iterArg2, %bcast_189  : tile<64x8xf32>
    %cst_64_i32_190 = constant <i32: 64> : tile<i32>
    %cst_64_i32_191 = constant <i32: 64> : tile<i32>
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %reshape_193 = reshape %reshape_140 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_194 = constant <i32: 64> : tile<i32>
    %cst_1_i32_195 = constant <i32: 1> : tile<i32>
    %cst_64_i32_196 = constant <i32: 64> : tile<i32>
    %cst_8_i32_197 = constant <i32: 8> : tile<i32>
    %bcast_198 = broadcast %reshape_193 : tile<64x1xf32> -> tile<64x8xf32>
    %42 = mulf %41, %bcast_198  : tile<64x8xf32>
    %reduce = reduce %42 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %50 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %50 : tile<f32>
    }
    %cst_8_i32_199 = constant <i32: 8> : tile<i32>
    %cst_8_i32_200 = constant <i32: 8> : tile<i32>
    %reshape_201 = reshape %reduce : tile<8xf32> -> tile<8xf32>
    %43 = subf %reshape_159, %reshape_201  : tile<8xf32>
    %cst_1_i32_202 = constant <i32: 1> : tile<i32>
    %reshape_203 = reshape %result_180 : tile<f32> -> tile<1xf32>
    %cst_1_i32_204 = constant <i32: 1> : tile<i32>
    %cst_8_i32_205 = constant <i32: 8> : tile<i32>
    %bcast_206 = broadcast %reshape_203 : tile<1xf32> -> tile<8xf32>
    %44 = mulf %43, %bcast_206  : tile<8xf32>
    %cst_8_i32_207 = constant <i32: 8> : tile<i32>
    %cst_1_i32_208 = constant <i32: 1> : tile<i32>
    %cst_8_i32_209 = constant <i32: 8> : tile<i32>
    %reshape_210 = reshape %44 : tile<8xf32> -> tile<1x8xf32>
    %cst_64_i32_211 = constant <i32: 64> : tile<i32>
    %cst_1_i32_212 = constant <i32: 1> : tile<i32>
    %cst_64_i32_213 = constant <i32: 64> : tile<i32>
    %cst_8_i32_214 = constant <i32: 8> : tile<i32>
    %bcast_215 = broadcast %reshape_193 : tile<64x1xf32> -> tile<64x8xf32>
    %cst_1_i32_216 = constant <i32: 1> : tile<i32>
    %cst_8_i32_217 = constant <i32: 8> : tile<i32>
    %cst_64_i32_218 = constant <i32: 64> : tile<i32>
    %cst_8_i32_219 = constant <i32: 8> : tile<i32>
    %bcast_220 = broadcast %reshape_210 : tile<1x8xf32> -> tile<64x8xf32>
    %45 = mulf %bcast_215, %bcast_220  : tile<64x8xf32>
    %46 = addf %41, %45  : tile<64x8xf32>
    %cst_64_i32_221 = constant <i32: 64> : tile<i32>
    %cst_64_i32_222 = constant <i32: 64> : tile<i32>
    %cst_1_i32_223 = constant <i32: 1> : tile<i32>
    %reshape_224 = reshape %19 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_225 = constant <i32: 64> : tile<i32>
    %cst_1_i32_226 = constant <i32: 1> : tile<i32>
    %cst_64_i32_227 = constant <i32: 64> : tile<i32>
    %cst_8_i32_228 = constant <i32: 8> : tile<i32>
    %bcast_229 = broadcast %reshape_224 : tile<64x1xf32> -> tile<64x8xf32>
    %47 = mulf %46, %bcast_229  : tile<64x8xf32>
    %reduce_230 = reduce %47 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %50 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %50 : tile<f32>
    }
    %cst_8_i32_231 = constant <i32: 8> : tile<i32>
    %cst_8_i32_232 = constant <i32: 8> : tile<i32>
    %reshape_233 = reshape %reduce_230 : tile<8xf32> -> tile<8xf32>
    %cst_8_i32_234 = constant <i32: 8> : tile<i32>
    %cst_1_i32_235 = constant <i32: 1> : tile<i32>
    %cst_1_i32_236 = constant <i32: 1> : tile<i32>
    %cst_1_i32_237 = constant <i32: 1> : tile<i32>
    %cst_8_i32_238 = constant <i32: 8> : tile<i32>
    %reshape_239 = reshape %reshape_233 : tile<8xf32> -> tile<1x1x1x8xf32>
    %pview_240 = make_partition_view %tview_51 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %48 = store_view_tko weak %reshape_239, %pview_240[%8, %assume_112, %15, %assume_blockId_y_87] token = %3 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    %49 = join_tokens %iterArg0, %48 : token
    continue %49, %49, %46 : token, token, tile<64x8xf32>
  }
  %cst_64_i32_103 = constant <i32: 64> : tile<i32>
  %cst_8_i32_104 = constant <i32: 8> : tile<i32>
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %cst_1_i32_106 = constant <i32: 1> : tile<i32>
  %cst_64_i32_107 = constant <i32: 64> : tile<i32>
  %cst_8_i32_108 = constant <i32: 8> : tile<i32>
  %reshape_109 = reshape %for#2 : tile<64x8xf32> -> tile<1x1x64x8xf32>
  %pview_110 = make_partition_view %tview_79 : partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_111 = constant <i32: 0> : tile<i32>
  %18 = store_view_tko weak %reshape_109, %pview_110[%8, %15, %cst_0_i32_111, %assume_blockId_y_87] token = %5 : tile<1x1x64x8xf32>, partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
