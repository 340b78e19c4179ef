entry @_recurrent_gated_delta_rule_fwd_kernel_Kt2_A4f32_3s1_7v4l0_8t1_ci16_p16_A4f32_3s1_7v4l0_8t1_ci16_p16_A4f32_3s1_7v4l0_8t1_ci16_p16_A3f32_3s1v4l0_4i16t1_p16_A3f32_3s1v4l0_4i16t1_p16_A4f32_3s1_7v4l0_8t1_ci16_p16_A4f32_1s1_7v4l0_8t1_ei16_p16_A4f32_1s1_7v4l0_8t1_ei16_p16_Sf32_B1_B1_B1_I128_I8_B0_B1_I1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<f32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<f32>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<4>, %arg5 : tile<i32>
  %assume_3 = assume div_by<4>, %arg6 : tile<i32>
  %assume_4 = assume div_by<4>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg12 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<4>, %arg14 : tile<i32>
  %assume_9 = assume div_by<4>, %arg15 : tile<i32>
  %assume_10 = assume div_by<4>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg21 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<4>, %arg23 : tile<i32>
  %assume_15 = assume div_by<4>, %arg24 : tile<i32>
  %assume_16 = assume div_by<4>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<f32>>
  %assume_18 = assume div_by<4>, %arg31 : tile<i32>
  %assume_19 = assume div_by<4>, %arg32 : tile<i32>
  %assume_20 = assume div_by<16>, %arg34 : tile<ptr<f32>>
  %assume_21 = assume div_by<4>, %arg38 : tile<i32>
  %assume_22 = assume div_by<4>, %arg39 : tile<i32>
  %assume_23 = assume div_by<16>, %arg41 : tile<ptr<f32>>
  %assume_24 = assume div_by<16>, %arg44 : tile<i32>
  %assume_25 = assume div_by<16>, %arg45 : tile<i32>
  %assume_26 = assume div_by<4>, %arg46 : tile<i32>
  %assume_27 = assume div_by<4>, %arg47 : tile<i32>
  %assume_28 = assume div_by<4>, %arg48 : tile<i32>
  %assume_29 = assume div_by<16>, %arg50 : tile<ptr<f32>>
  %assume_30 = assume div_by<16>, %arg52 : tile<i32>
  %assume_31 = assume div_by<16>, %arg53 : tile<i32>
  %assume_32 = assume div_by<16>, %arg54 : tile<i32>
  %assume_33 = assume div_by<4>, %arg55 : tile<i32>
  %assume_34 = assume div_by<4>, %arg56 : tile<i32>
  %assume_35 = assume div_by<4>, %arg57 : tile<i32>
  %assume_36 = assume div_by<16>, %arg59 : tile<ptr<f32>>
  %assume_37 = assume div_by<16>, %arg61 : tile<i32>
  %assume_38 = assume div_by<16>, %arg62 : tile<i32>
  %assume_39 = assume div_by<16>, %arg63 : tile<i32>
  %assume_40 = assume div_by<4>, %arg64 : tile<i32>
  %assume_41 = assume div_by<4>, %arg65 : tile<i32>
  %assume_42 = assume div_by<4>, %arg66 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_1_i32_44 = constant <i32: 1> : tile<i32>
  %cst_1_i32_45 = constant <i32: 1> : tile<i32>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %cst_1_i32_48 = constant <i32: 1> : tile<i32>
  %cst_1_i32_49 = constant <i32: 1> : tile<i32>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %cst_1_i32_51 = constant <i32: 1> : tile<i32>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %cst_1_i32_53 = constant <i32: 1> : tile<i32>
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %cst_1_i32_55 = constant <i32: 1> : tile<i32>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %cst_1_i32_57 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_58 = constant <i64: 1> : tile<i64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_60 = assume div_by<16>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_62 = assume div_by<4>, %assume_assume_61 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_64 = assume div_by<4>, %assume_assume_63 : tile<i32>
  %assume_assume_65 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_66 = assume div_by<4>, %assume_assume_65 : tile<i32>
  %assume_assume_assume_assume = assume div_by<4>, %assume_assume_assume_62 : tile<i32>
  %assume_assume_assume_assume_67 = assume div_by<4>, %assume_assume_assume_64 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, 1, %assume_assume_assume, %assume_assume_assume_60], strides = [%assume_assume_assume_assume, %assume_assume_assume_assume_67, %assume_assume_assume_66, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_68 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_69 = assume div_by<16>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_71 = assume div_by<16>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_73 = assume div_by<4>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_75 = assume div_by<4>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_77 = assume div_by<4>, %assume_assume_76 : tile<i32>
  %assume_assume_assume_assume_78 = assume div_by<4>, %assume_assume_assume_73 : tile<i32>
  %assume_assume_assume_assume_79 = assume div_by<4>, %assume_assume_assume_75 : tile<i32>
  %tview_80 = make_tensor_view %assume_5, shape = [1, 1, %assume_assume_assume_69, %assume_assume_assume_71], strides = [%assume_assume_assume_assume_78, %assume_assume_assume_assume_79, %assume_assume_assume_77, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_81 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_82 = assume div_by<16>, %assume_assume_81 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_84 = assume div_by<16>, %assume_assume_83 : tile<i32>
  %assume_assume_85 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_86 = assume div_by<4>, %assume_assume_85 : tile<i32>
  %assume_assume_87 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_88 = assume div_by<4>, %assume_assume_87 : tile<i32>
  %assume_assume_89 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_90 = assume div_by<4>, %assume_assume_89 : tile<i32>
  %assume_assume_assume_assume_91 = assume div_by<4>, %assume_assume_assume_86 : tile<i32>
  %assume_assume_assume_assume_92 = assume div_by<4>, %assume_assume_assume_88 : tile<i32>
  %tview_93 = make_tensor_view %assume_11, shape = [1, 1, %assume_assume_assume_82, %assume_assume_assume_84], strides = [%assume_assume_assume_assume_91, %assume_assume_assume_assume_92, %assume_assume_assume_90, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_94 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_95 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_96 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_97 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_98 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_99 = assume div_by<16>, %assume_assume_98 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_101 = assume div_by<16>, %assume_assume_100 : tile<i32>
  %assume_assume_102 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_103 = assume div_by<4>, %assume_assume_102 : tile<i32>
  %assume_assume_104 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_105 = assume div_by<4>, %assume_assume_104 : tile<i32>
  %assume_assume_106 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_107 = assume div_by<4>, %assume_assume_106 : tile<i32>
  %assume_assume_assume_assume_108 = assume div_by<4>, %assume_assume_assume_103 : tile<i32>
  %assume_assume_assume_assume_109 = assume div_by<4>, %assume_assume_assume_105 : tile<i32>
  %tview_110 = make_tensor_view %assume_23, shape = [1, 1, %assume_assume_assume_99, %assume_assume_assume_101], strides = [%assume_assume_assume_assume_108, %assume_assume_assume_assume_109, %assume_assume_assume_107, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_111 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_112 = assume div_by<16>, %assume_assume_111 : tile<i32>
  %assume_assume_113 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_114 = assume div_by<16>, %assume_assume_113 : tile<i32>
  %assume_assume_115 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_assume_116 = assume div_by<16>, %assume_assume_115 : tile<i32>
  %assume_assume_117 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_118 = assume div_by<4>, %assume_assume_117 : tile<i32>
  %assume_assume_119 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_120 = assume div_by<4>, %assume_assume_119 : tile<i32>
  %assume_assume_121 = assume bounded<0, ?>, %assume_35 : tile<i32>
  %assume_assume_assume_122 = assume div_by<4>, %assume_assume_121 : tile<i32>
  %assume_assume_assume_assume_123 = assume div_by<4>, %assume_assume_assume_118 : tile<i32>
  %tview_124 = make_tensor_view %assume_29, shape = [1, %assume_assume_assume_112, %assume_assume_assume_114, %assume_assume_assume_116], strides = [%assume_assume_assume_assume_123, %assume_assume_assume_120, %assume_assume_assume_122, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_125 = assume bounded<0, ?>, %assume_37 : tile<i32>
  %assume_assume_assume_126 = assume div_by<16>, %assume_assume_125 : tile<i32>
  %assume_assume_127 = assume bounded<0, ?>, %assume_38 : tile<i32>
  %assume_assume_assume_128 = assume div_by<16>, %assume_assume_127 : tile<i32>
  %assume_assume_129 = assume bounded<0, ?>, %assume_39 : tile<i32>
  %assume_assume_assume_130 = assume div_by<16>, %assume_assume_129 : tile<i32>
  %assume_assume_131 = assume bounded<0, ?>, %assume_40 : tile<i32>
  %assume_assume_assume_132 = assume div_by<4>, %assume_assume_131 : tile<i32>
  %assume_assume_133 = assume bounded<0, ?>, %assume_41 : tile<i32>
  %assume_assume_assume_134 = assume div_by<4>, %assume_assume_133 : tile<i32>
  %assume_assume_135 = assume bounded<0, ?>, %assume_42 : tile<i32>
  %assume_assume_assume_136 = assume div_by<4>, %assume_assume_135 : tile<i32>
  %assume_assume_assume_assume_137 = assume div_by<4>, %assume_assume_assume_132 : tile<i32>
  %tview_138 = make_tensor_view %assume_36, shape = [1, %assume_assume_assume_126, %assume_assume_assume_128, %assume_assume_assume_130], strides = [%assume_assume_assume_assume_137, %assume_assume_assume_134, %assume_assume_assume_136, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %cst_1_i32_139 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_140, %blockId_y_141, %blockId_z_142 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_assume_assume_82 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_assume_assume_82 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_assume_assume_82, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_assume_assume_82 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_assume_assume_82, %assume_assume_assume signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_143 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_124 : partition_view<tile=(1x1x128x8), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %9, %cst_0_i32_143, %blockId_y_141] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x128x8), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x8xf32>, token
  %reshape = reshape %tile : tile<1x1x128x8xf32> -> tile<128x8xf32>
  %cst_0_i32_144 = constant <i32: 0> : tile<i32>
  %cst_1_i32_145 = constant <i32: 1> : tile<i32>
  %cst_0_i32_146 = constant <i32: 0> : tile<i32>
  %pview_147 = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_148 = constant <i32: 0> : tile<i32>
  %pview_149 = make_partition_view %tview_80 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %cst_f32_150 = constant <f32: 9.99999997E-7> : tile<f32>
  %reshape_151 = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_151 : tile<1xf32> -> tile<128xf32>
  %pview_152 = make_partition_view %tview_93 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_94 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_assume_95 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_96 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_assume_97 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_58 : tile<i64>
  %cst_0_f32_153 = constant <f32: 0.000000e+00> : tile<f32>
  %pview_154 = make_partition_view %tview_110 : partition_view<tile=(1x1x1x8), tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_144 to %cst_1_i32_139, step %cst_1_i32_145) : tile<i32> iter_values(%iterArg0 = %reshape) -> (tile<128x8xf32>) {
    %tile_158, %result_token_159 = load_view_tko weak %pview_147[%1, %loopIdx, %11, %cst_0_i32_146] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %reshape_160 = reshape %tile_158 : tile<1x1x1x128xf32> -> tile<128xf32>
    %tile_161, %result_token_162 = load_view_tko weak %pview_149[%1, %loopIdx, %11, %cst_0_i32_148] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %reshape_163 = reshape %tile_161 : tile<1x1x1x128xf32> -> tile<128xf32>
    %25 = mulf %reshape_160, %reshape_160  : tile<128xf32>
    %reduce = reduce %25 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %53 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %53 : tile<f32>
    }
    %26 = addf %reduce, %cst_f32  : tile<f32>
    %27 = rsqrt %26 : tile<f32>
    %reshape_164 = reshape %27 : tile<f32> -> tile<1xf32>
    %bcast_165 = broadcast %reshape_164 : tile<1xf32> -> tile<128xf32>
    %28 = mulf %reshape_160, %bcast_165  : tile<128xf32>
    %29 = mulf %reshape_163, %reshape_163  : tile<128xf32>
    %reduce_166 = reduce %29 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %53 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %53 : tile<f32>
    }
    %30 = addf %reduce_166, %cst_f32_150  : tile<f32>
    %31 = rsqrt %30 : tile<f32>
    %reshape_167 = reshape %31 : tile<f32> -> tile<1xf32>
    %bcast_168 = broadcast %reshape_167 : tile<1xf32> -> tile<128xf32>
    %32 = mulf %reshape_163, %bcast_168  : tile<128xf32>
    %33 = mulf %28, %bcast  : tile<128xf32>
    %tile_169, %result_token_170 = load_view_tko weak %pview_152[%1, %loopIdx, %9, %blockId_y_141] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %reshape_171 = reshape %tile_169 : tile<1x1x1x8xf32> -> tile<8xf32>
    %34 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %35 = muli %34, %15 : tile<i64>
    %36 = addi %14, %35 : tile<i64>
    %37 = addi %36, %17 : tile<i64>
    %38 = offset %assume_17, %37 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_172 = assume div_by<4>, %38 : tile<ptr<f32>>
    %result, %result_token_173 = load_ptr_tko weak %assume_172, %cst_0_f32 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %39 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %40 = muli %39, %21 : tile<i64>
    %41 = addi %20, %40 : tile<i64>
    %42 = addi %41, %23 : tile<i64>
    %43 = offset %assume_20, %42 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_174 = assume div_by<4>, %43 : tile<ptr<f32>>
    %result_175, %result_token_176 = load_ptr_tko weak %assume_174, %cst_0_f32_153 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %44 = exp %result  : tile<f32>
    %reshape_177 = reshape %44 : tile<f32> -> tile<1x1xf32>
    %bcast_178 = broadcast %reshape_177 : tile<1x1xf32> -> tile<128x8xf32>
    %45 = mulf %iterArg0, %bcast_178  : tile<128x8xf32>
    %reshape_179 = reshape %32 : tile<128xf32> -> tile<128x1xf32>
    %bcast_180 = broadcast %reshape_179 : tile<128x1xf32> -> tile<128x8xf32>
    %46 = mulf %45, %bcast_180  : tile<128x8xf32>
    %reduce_181 = reduce %46 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %53 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %53 : tile<f32>
    }
    %47 = subf %reshape_171, %reduce_181  : tile<8xf32>
    %reshape_182 = reshape %result_175 : tile<f32> -> tile<1xf32>
    %bcast_183 = broadcast %reshape_182 : tile<1xf32> -> tile<8xf32>
    %48 = mulf %47, %bcast_183  : tile<8xf32>
    %reshape_184 = reshape %48 : tile<8xf32> -> tile<1x8xf32>
    %bcast_185 = broadcast %reshape_179 : tile<128x1xf32> -> tile<128x8xf32>
    %bcast_186 = broadcast %reshape_184 : tile<1x8xf32> -> tile<128x8xf32>
    %49 = mulf %bcast_185, %bcast_186  : tile<128x8xf32>
    %50 = addf %45, %49  : tile<128x8xf32>
    %reshape_187 = reshape %33 : tile<128xf32> -> tile<128x1xf32>
    %bcast_188 = broadcast %reshape_187 : tile<128x1xf32> -> tile<128x8xf32>
    %51 = mulf %50, %bcast_188  : tile<128x8xf32>
    %reduce_189 = reduce %51 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %53 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %53 : tile<f32>
    }
    %reshape_190 = reshape %reduce_189 : tile<8xf32> -> tile<1x1x1x8xf32>
    %52 = store_view_tko weak %reshape_190, %pview_154[%1, %loopIdx, %9, %blockId_y_141] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %50 : tile<128x8xf32>
  }
  %cst_0_i32_155 = constant <i32: 0> : tile<i32>
  %reshape_156 = reshape %for : tile<128x8xf32> -> tile<1x1x128x8xf32>
  %pview_157 = make_partition_view %tview_138 : partition_view<tile=(1x1x128x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %24 = store_view_tko weak %reshape_156, %pview_157[%1, %9, %cst_0_i32_155, %blockId_y_141] token = %0 optimization_hints = <default = {}> : tile<1x1x128x8xf32>, partition_view<tile=(1x1x128x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
