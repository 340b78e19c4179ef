entry @recurrent_gated_delta_rule_fwd_kernel__has_initial_state__output_final_state__us_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<ptr<f32>>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<ptr<f32>>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<ptr<f32>>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<ptr<f32>>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<f32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %0 = make_token : token
  %assume_10 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_10, shape = [%assume, %assume_0, %assume_assume, %assume_assume_3], strides = [%assume_assume_5, %assume_assume_7, %assume_assume_9, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_20 = assume div_by<16>, %assume_19 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %1 = make_token : token
  %assume_23 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %tview_24 = make_tensor_view %assume_23, shape = [%assume_11, %assume_12, %assume_assume_14, %assume_assume_16], strides = [%assume_assume_18, %assume_assume_20, %assume_assume_22, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_25 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_28 = assume div_by<16>, %assume_27 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_30 = assume div_by<16>, %assume_29 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_32 = assume div_by<16>, %assume_31 : tile<i32>
  %assume_33 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_34 = assume div_by<16>, %assume_33 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_36 = assume div_by<16>, %assume_35 : tile<i32>
  %2 = make_token : token
  %assume_37 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %tview_38 = make_tensor_view %assume_37, shape = [%assume_25, %assume_26, %assume_assume_28, %assume_assume_30], strides = [%assume_assume_32, %assume_assume_34, %assume_assume_36, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_39 = assume div_by<16>, %arg27 : tile<ptr<f32>>
  %assume_40 = assume div_by<16>, %arg30 : tile<i32>
  %assume_41 = assume div_by<16>, %arg31 : tile<i32>
  %assume_42 = assume div_by<16>, %arg32 : tile<i32>
  %assume_43 = assume div_by<16>, %arg33 : tile<ptr<f32>>
  %assume_44 = assume div_by<16>, %arg36 : tile<i32>
  %assume_45 = assume div_by<16>, %arg37 : tile<i32>
  %assume_46 = assume div_by<16>, %arg38 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg41 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_50 = assume div_by<16>, %assume_49 : tile<i32>
  %assume_51 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_assume_52 = assume div_by<16>, %assume_51 : tile<i32>
  %assume_53 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_54 = assume div_by<16>, %assume_53 : tile<i32>
  %assume_55 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_56 = assume div_by<16>, %assume_55 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_58 = assume div_by<16>, %assume_57 : tile<i32>
  %3 = make_token : token
  %assume_59 = assume div_by<16>, %arg39 : tile<ptr<f32>>
  %tview_60 = make_tensor_view %assume_59, shape = [%assume_47, %assume_48, %assume_assume_50, %assume_assume_52], strides = [%assume_assume_54, %assume_assume_56, %assume_assume_58, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_61 = assume bounded<0, ?>, %arg49 : tile<i32>
  %assume_62 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_assume_63 = assume div_by<16>, %assume_62 : tile<i32>
  %assume_64 = assume bounded<0, ?>, %arg51 : tile<i32>
  %assume_assume_65 = assume div_by<16>, %assume_64 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg52 : tile<i32>
  %assume_assume_67 = assume div_by<16>, %assume_66 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_assume_69 = assume div_by<16>, %assume_68 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_assume_71 = assume div_by<16>, %assume_70 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %4 = make_token : token
  %assume_74 = assume div_by<16>, %arg48 : tile<ptr<f32>>
  %tview_75 = make_tensor_view %assume_74, shape = [%assume_61, %assume_assume_63, %assume_assume_65, %assume_assume_67], strides = [%assume_assume_69, %assume_assume_71, %assume_assume_73, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_76 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_77 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_assume_78 = assume div_by<16>, %assume_77 : tile<i32>
  %assume_79 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_80 = assume div_by<16>, %assume_79 : tile<i32>
  %assume_81 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_82 = assume div_by<16>, %assume_81 : tile<i32>
  %assume_83 = assume bounded<0, ?>, %arg62 : tile<i32>
  %assume_assume_84 = assume div_by<16>, %assume_83 : tile<i32>
  %assume_85 = assume bounded<0, ?>, %arg63 : tile<i32>
  %assume_assume_86 = assume div_by<16>, %assume_85 : tile<i32>
  %assume_87 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_assume_88 = assume div_by<16>, %assume_87 : tile<i32>
  %5 = make_token : token
  %assume_89 = assume div_by<16>, %arg57 : tile<ptr<f32>>
  %tview_90 = make_tensor_view %assume_89, shape = [%assume_76, %assume_assume_78, %assume_assume_80, %assume_assume_82], strides = [%assume_assume_84, %assume_assume_86, %assume_assume_88, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_128_i32_91 = constant <i32: 128> : tile<i32>
  %cst_8_i32_92 = constant <i32: 8> : tile<i32>
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_94, %blockId_y_95, %blockId_z_96 = get_tile_block_id : tile<i32>
  %assume_blockId_x_97 = assume bounded<0, ?>, %blockId_x_94 : tile<i32>
  %assume_blockId_y_98 = assume bounded<0, ?>, %blockId_y_95 : tile<i32>
  %assume_blockId_z_99 = assume bounded<0, ?>, %blockId_z_96 : tile<i32>
  %6:4 = get_tensor_shape %tview : tensor_view<?x?x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %7:4 = get_tensor_shape %tview_38 : tensor_view<?x?x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32_100 = constant <i32: 2> : tile<i32>
  %8 = divi %assume_blockId_x, %7#2 signed rounding<negative_inf> : tile<i32>
  %9 = remi %assume_blockId_x, %7#2 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %10 = cmpi not_equal %9, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_101 = constant <i32: 0> : tile<i32>
  %11 = cmpi less_than %9, %cst_0_i32_101, signed : tile<i32> -> tile<i1>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %12 = cmpi less_than %7#2, %cst_0_i32_102, signed : tile<i32> -> tile<i1>
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
  %cst_-1_i32_103 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_104 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_105 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_75 : partition_view<tile=(1x1x128x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_106 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%8, %15, %cst_0_i32_106, %assume_blockId_y_98] token = %4 : partition_view<tile=(1x1x128x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x8xf32>, token
  %cst_1_i32_107 = constant <i32: 1> : tile<i32>
  %cst_1_i32_108 = constant <i32: 1> : tile<i32>
  %cst_128_i32_109 = constant <i32: 128> : tile<i32>
  %cst_8_i32_110 = constant <i32: 8> : tile<i32>
  %cst_128_i32_111 = constant <i32: 128> : tile<i32>
  %cst_8_i32_112 = constant <i32: 8> : tile<i32>
  %reshape = reshape %tile : tile<1x1x128x8xf32> -> tile<128x8xf32>
  %cst_0_i32_113 = constant <i32: 0> : tile<i32>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_113 to %cst_1_i32_93, step %cst_1_i32_114) : tile<i32> iter_values(%iterArg0 = %3, %iterArg1 = %3, %iterArg2 = %reshape) -> (token, token, tile<128x8xf32>) {
    %assume_124 = assume bounded<0, 0>, %loopIdx : tile<i32>
    %cst_-1_i32_125 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_126 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_127 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_128 = constant <i32: -1> : tile<i32>
    %pview_129 = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_130 = constant <i32: 0> : tile<i32>
    %tile_131, %result_token_132 = load_view_tko weak %pview_129[%8, %assume_124, %17, %cst_0_i32_130] token = %0 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %cst_1_i32_133 = constant <i32: 1> : tile<i32>
    %cst_1_i32_134 = constant <i32: 1> : tile<i32>
    %cst_1_i32_135 = constant <i32: 1> : tile<i32>
    %cst_128_i32_136 = constant <i32: 128> : tile<i32>
    %cst_128_i32_137 = constant <i32: 128> : tile<i32>
    %reshape_138 = reshape %tile_131 : tile<1x1x1x128xf32> -> tile<128xf32>
    %cst_-1_i32_139 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_140 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_141 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_142 = constant <i32: -1> : tile<i32>
    %pview_143 = make_partition_view %tview_24 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_144 = constant <i32: 0> : tile<i32>
    %tile_145, %result_token_146 = load_view_tko weak %pview_143[%8, %assume_124, %17, %cst_0_i32_144] token = %1 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %cst_1_i32_147 = constant <i32: 1> : tile<i32>
    %cst_1_i32_148 = constant <i32: 1> : tile<i32>
    %cst_1_i32_149 = constant <i32: 1> : tile<i32>
    %cst_128_i32_150 = constant <i32: 128> : tile<i32>
    %cst_128_i32_151 = constant <i32: 128> : tile<i32>
    %reshape_152 = reshape %tile_145 : tile<1x1x1x128xf32> -> tile<128xf32>
    %19 = mulf %reshape_138, %reshape_138  : tile<128xf32>
    %reduce = reduce %19 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
    %20 = addf %reduce, %cst_f32  : tile<f32>
    %21 = rsqrt %20 : tile<f32>
    %cst_1_i32_153 = constant <i32: 1> : tile<i32>
    %reshape_154 = reshape %21 : tile<f32> -> tile<1xf32>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_128_i32_156 = constant <i32: 128> : tile<i32>
    %bcast = broadcast %reshape_154 : tile<1xf32> -> tile<128xf32>
    %22 = mulf %reshape_138, %bcast  : tile<128xf32>
    %23 = mulf %reshape_152, %reshape_152  : tile<128xf32>
    %reduce_157 = reduce %23 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %cst_f32_158 = constant <f32: 9.99999997E-7> : tile<f32>
    %24 = addf %reduce_157, %cst_f32_158  : tile<f32>
    %25 = rsqrt %24 : tile<f32>
    %cst_1_i32_159 = constant <i32: 1> : tile<i32>
    %reshape_160 = reshape %25 : tile<f32> -> tile<1xf32>
    %cst_1_i32_161 = constant <i32: 1> : tile<i32>
    %cst_128_i32_162 = constant <i32: 128> : tile<i32>
    %bcast_163 = broadcast %reshape_160 : tile<1xf32> -> tile<128xf32>
    %26 = mulf %reshape_152, %bcast_163  : tile<128xf32>
    %cst_128_i32_164 = constant <i32: 128> : tile<i32>
    %cst_1_i32_165 = constant <i32: 1> : tile<i32>
    %cst_1_i32_166 = constant <i32: 1> : tile<i32>
    %reshape_167 = reshape %arg66 : tile<f32> -> tile<1xf32>
    %cst_1_i32_168 = constant <i32: 1> : tile<i32>
    %cst_128_i32_169 = constant <i32: 128> : tile<i32>
    %bcast_170 = broadcast %reshape_167 : tile<1xf32> -> tile<128xf32>
    %27 = mulf %22, %bcast_170  : tile<128xf32>
    %cst_-1_i32_171 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_172 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_173 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_174 = constant <i32: -1> : tile<i32>
    %pview_175 = make_partition_view %tview_38 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %tile_176, %result_token_177 = load_view_tko weak %pview_175[%8, %assume_124, %15, %assume_blockId_y_98] token = %2 optimization_hints = <sm_90 = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %cst_1_i32_178 = constant <i32: 1> : tile<i32>
    %cst_1_i32_179 = constant <i32: 1> : tile<i32>
    %cst_1_i32_180 = constant <i32: 1> : tile<i32>
    %cst_8_i32_181 = constant <i32: 8> : tile<i32>
    %cst_8_i32_182 = constant <i32: 8> : tile<i32>
    %reshape_183 = reshape %tile_176 : tile<1x1x1x8xf32> -> tile<8xf32>
    %cst_1_i32_184 = constant <i32: 1> : tile<i32>
    %reshape_185 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_186 = broadcast %reshape_185 : tile<i32> -> tile<i32>
    %28 = exti %bcast_186 signed : tile<i32> -> tile<i64>
    %29 = exti %assume_41 signed : tile<i32> -> tile<i64>
    %30 = muli %28, %29 : tile<i64>
    %cst_1_i32_187 = constant <i32: 1> : tile<i32>
    %reshape_188 = reshape %assume_124 : tile<i32> -> tile<i32>
    %bcast_189 = broadcast %reshape_188 : tile<i32> -> tile<i32>
    %31 = exti %bcast_189 signed : tile<i32> -> tile<i64>
    %32 = exti %assume_42 signed : tile<i32> -> tile<i64>
    %33 = muli %31, %32 : tile<i64>
    %34 = addi %30, %33 : tile<i64>
    %cst_1_i32_190 = constant <i32: 1> : tile<i32>
    %reshape_191 = reshape %15 : tile<i32> -> tile<i32>
    %bcast_192 = broadcast %reshape_191 : tile<i32> -> tile<i32>
    %35 = exti %bcast_192 signed : tile<i32> -> tile<i64>
    %36 = addi %34, %35 : tile<i64>
    %37 = offset %assume_39, %36 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
    %result, %result_token_193 = load_ptr_tko weak %37, %cst_0_f32 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %cst_1_i32_194 = constant <i32: 1> : tile<i32>
    %reshape_195 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_196 = broadcast %reshape_195 : tile<i32> -> tile<i32>
    %38 = exti %bcast_196 signed : tile<i32> -> tile<i64>
    %39 = exti %assume_45 signed : tile<i32> -> tile<i64>
    %40 = muli %38, %39 : tile<i64>
    %cst_1_i32_197 = constant <i32: 1> : tile<i32>
    %reshape_198 = reshape %assume_124 : tile<i32> -> tile<i32>
    %bcast_199 = broadcast %reshape_198 : tile<i32> -> tile<i32>
    %41 = exti %bcast_199 signed : tile<i32> -> tile<i64>
    %42 = exti %assume_46 signed : tile<i32> -> tile<i64>
    %43 = muli %41, %42 : tile<i64>
    %44 = addi %40, %43 : tile<i64>
    %cst_1_i32_200 = constant <i32: 1> : tile<i32>
    %reshape_201 = reshape %15 : tile<i32> -> tile<i32>
    %bcast_202 = broadcast %reshape_201 : tile<i32> -> tile<i32>
    %45 = exti %bcast_202 signed : tile<i32> -> tile<i64>
    %46 = addi %44, %45 : tile<i64>
    %47 = offset %assume_43, %46 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32_203 = constant <f32: 0.000000e+00> : tile<f32>
    %result_204, %result_token_205 = load_ptr_tko weak %47, %cst_0_f32_203 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %48 = exp %result  : tile<f32>
    %cst_1_i32_206 = constant <i32: 1> : tile<i32>
    %cst_1_i32_207 = constant <i32: 1> : tile<i32>
    %reshape_208 = reshape %48 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_209 = constant <i32: 1> : tile<i32>
    %cst_1_i32_210 = constant <i32: 1> : tile<i32>
    %cst_128_i32_211 = constant <i32: 128> : tile<i32>
    %cst_8_i32_212 = constant <i32: 8> : tile<i32>
    %bcast_213 = broadcast %reshape_208 : tile<1x1xf32> -> tile<128x8xf32>
    %49 = mulf %iterArg2, %bcast_213  : tile<128x8xf32>
    %cst_128_i32_214 = constant <i32: 128> : tile<i32>
    %cst_128_i32_215 = constant <i32: 128> : tile<i32>
    %cst_1_i32_216 = constant <i32: 1> : tile<i32>
    %reshape_217 = reshape %26 : tile<128xf32> -> tile<128x1xf32>
    %cst_128_i32_218 = constant <i32: 128> : tile<i32>
    %cst_1_i32_219 = constant <i32: 1> : tile<i32>
    %cst_128_i32_220 = constant <i32: 128> : tile<i32>
    %cst_8_i32_221 = constant <i32: 8> : tile<i32>
    %bcast_222 = broadcast %reshape_217 : tile<128x1xf32> -> tile<128x8xf32>
    %50 = mulf %49, %bcast_222  : tile<128x8xf32>
    %reduce_223 = reduce %50 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %cst_8_i32_224 = constant <i32: 8> : tile<i32>
    %cst_8_i32_225 = constant <i32: 8> : tile<i32>
    %reshape_226 = reshape %reduce_223 : tile<8xf32> -> tile<8xf32>
    %51 = subf %reshape_183, %reshape_226  : tile<8xf32>
    %cst_1_i32_227 = constant <i32: 1> : tile<i32>
    %reshape_228 = reshape %result_204 : tile<f32> -> tile<1xf32>
    %cst_1_i32_229 = constant <i32: 1> : tile<i32>
    %cst_8_i32_230 = constant <i32: 8> : tile<i32>
    %bcast_231 = broadcast %reshape_228 : tile<1xf32> -> tile<8xf32>
    %52 = mulf %51, %bcast_231  : tile<8xf32>
    %cst_8_i32_232 = constant <i32: 8> : tile<i32>
    %cst_1_i32_233 = constant <i32: 1> : tile<i32>
    %cst_8_i32_234 = constant <i32: 8> : tile<i32>
    %reshape_235 = reshape %52 : tile<8xf32> -> tile<1x8xf32>
    %cst_128_i32_236 = constant <i32: 128> : tile<i32>
    %cst_1_i32_237 = constant <i32: 1> : tile<i32>
    %cst_128_i32_238 = constant <i32: 128> : tile<i32>
    %cst_8_i32_239 = constant <i32: 8> : tile<i32>
    %bcast_240 = broadcast %reshape_217 : tile<128x1xf32> -> tile<128x8xf32>
    %cst_1_i32_241 = constant <i32: 1> : tile<i32>
    %cst_8_i32_242 = constant <i32: 8> : tile<i32>
    %cst_128_i32_243 = constant <i32: 128> : tile<i32>
    %cst_8_i32_244 = constant <i32: 8> : tile<i32>
    %bcast_245 = broadcast %reshape_235 : tile<1x8xf32> -> tile<128x8xf32>
    %53 = mulf %bcast_240, %bcast_245  : tile<128x8xf32>
    %54 = addf %49, %53  : tile<128x8xf32>
    %cst_128_i32_246 = constant <i32: 128> : tile<i32>
    %cst_128_i32_247 = constant <i32: 128> : tile<i32>
    %cst_1_i32_248 = constant <i32: 1> : tile<i32>
    %reshape_249 = reshape %27 : tile<128xf32> -> tile<128x1xf32>
    %cst_128_i32_250 = constant <i32: 128> : tile<i32>
    %cst_1_i32_251 = constant <i32: 1> : tile<i32>
    %cst_128_i32_252 = constant <i32: 128> : tile<i32>
    %cst_8_i32_253 = constant <i32: 8> : tile<i32>
    %bcast_254 = broadcast %reshape_249 : tile<128x1xf32> -> tile<128x8xf32>
    %55 = mulf %54, %bcast_254  : tile<128x8xf32>
    %reduce_255 = reduce %55 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %cst_8_i32_256 = constant <i32: 8> : tile<i32>
    %cst_8_i32_257 = constant <i32: 8> : tile<i32>
    %reshape_258 = reshape %reduce_255 : tile<8xf32> -> tile<8xf32>
    %cst_8_i32_259 = constant <i32: 8> : tile<i32>
    %cst_1_i32_260 = constant <i32: 1> : tile<i32>
    %cst_1_i32_261 = constant <i32: 1> : tile<i32>
    %cst_1_i32_262 = constant <i32: 1> : tile<i32>
    %cst_8_i32_263 = constant <i32: 8> : tile<i32>
    %reshape_264 = reshape %reshape_258 : tile<8xf32> -> tile<1x1x1x8xf32>
    %pview_265 = make_partition_view %tview_60 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
    %56 = store_view_tko weak %reshape_264, %pview_265[%8, %assume_124, %15, %assume_blockId_y_98] token = %3 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    %57 = join_tokens %iterArg0, %56 : token
    continue %57, %57, %54 : token, token, tile<128x8xf32>
  }
  %cst_128_i32_115 = constant <i32: 128> : tile<i32>
  %cst_8_i32_116 = constant <i32: 8> : tile<i32>
  %cst_1_i32_117 = constant <i32: 1> : tile<i32>
  %cst_1_i32_118 = constant <i32: 1> : tile<i32>
  %cst_128_i32_119 = constant <i32: 128> : tile<i32>
  %cst_8_i32_120 = constant <i32: 8> : tile<i32>
  %reshape_121 = reshape %for#2 : tile<128x8xf32> -> tile<1x1x128x8xf32>
  %pview_122 = make_partition_view %tview_90 : partition_view<tile=(1x1x128x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_123 = constant <i32: 0> : tile<i32>
  %18 = store_view_tko weak %reshape_121, %pview_122[%8, %15, %cst_0_i32_123, %assume_blockId_y_98] token = %5 : tile<1x1x128x8xf32>, partition_view<tile=(1x1x128x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
