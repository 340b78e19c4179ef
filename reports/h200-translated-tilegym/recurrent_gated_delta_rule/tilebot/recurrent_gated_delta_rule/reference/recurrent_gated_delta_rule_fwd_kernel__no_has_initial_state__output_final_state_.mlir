entry @_recurrent_gated_delta_rule_fwd_kernel_Kt2_A4f32_1s1_7v4l0_8t1_ai16_p16_A4f32_1s1_7v4l0_8t1_ai16_p16_A4f32_1s1_7v4l0_8t1_ai16_p16_A3f32_1s1_2i16_3v4l0_4t1_p16_A3f32_1s1_2i16_3v4l0_4t1_p16_A4f32_1s1_7v4l0_8t1_ai16_p16_A4f32_fs1t1_p16_A4f32_1s1_7v4l0_8t1_ci16_p16_Sf32_B0_B1_B0_I128_I8_B0_B1_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<f32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<f32>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<4>, %arg5 : tile<i32>
  %assume_3 = assume div_by<4>, %arg6 : tile<i32>
  %assume_4 = assume div_by<4>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<4>, %arg14 : tile<i32>
  %assume_9 = assume div_by<4>, %arg15 : tile<i32>
  %assume_10 = assume div_by<4>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg20 : tile<i32>
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
  %assume_24 = assume div_by<16>, %arg43 : tile<i32>
  %assume_25 = assume div_by<16>, %arg45 : tile<i32>
  %assume_26 = assume div_by<4>, %arg46 : tile<i32>
  %assume_27 = assume div_by<4>, %arg47 : tile<i32>
  %assume_28 = assume div_by<4>, %arg48 : tile<i32>
  %assume_29 = assume div_by<16>, %arg59 : tile<ptr<f32>>
  %assume_30 = assume div_by<16>, %arg62 : tile<i32>
  %assume_31 = assume div_by<16>, %arg63 : tile<i32>
  %assume_32 = assume div_by<4>, %arg64 : tile<i32>
  %assume_33 = assume div_by<4>, %arg65 : tile<i32>
  %assume_34 = assume div_by<4>, %arg66 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_1_i32_37 = constant <i32: 1> : tile<i32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_44 = constant <i64: 1> : tile<i64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_45 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_47 = assume div_by<16>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_49 = assume div_by<4>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_51 = assume div_by<4>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_53 = assume div_by<4>, %assume_assume_52 : tile<i32>
  %assume_assume_assume_assume = assume div_by<4>, %assume_assume_assume_49 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_45, %assume_assume_assume_47], strides = [%assume_assume_assume_assume, %assume_assume_assume_51, %assume_assume_assume_53, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_54 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_55 = assume div_by<16>, %assume_assume_54 : tile<i32>
  %assume_56 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_58 = assume div_by<16>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_60 = assume div_by<4>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_62 = assume div_by<4>, %assume_assume_61 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_64 = assume div_by<4>, %assume_assume_63 : tile<i32>
  %assume_assume_assume_assume_65 = assume div_by<4>, %assume_assume_assume_60 : tile<i32>
  %tview_66 = make_tensor_view %assume_5, shape = [1, %assume_assume_assume_55, %assume_56, %assume_assume_assume_58], strides = [%assume_assume_assume_assume_65, %assume_assume_assume_62, %assume_assume_assume_64, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_67 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_68 = assume div_by<16>, %assume_assume_67 : tile<i32>
  %assume_69 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_71 = assume div_by<16>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_73 = assume div_by<4>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_75 = assume div_by<4>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_77 = assume div_by<4>, %assume_assume_76 : tile<i32>
  %assume_assume_assume_assume_78 = assume div_by<4>, %assume_assume_assume_73 : tile<i32>
  %tview_79 = make_tensor_view %assume_11, shape = [1, %assume_assume_assume_68, %assume_69, %assume_assume_assume_71], strides = [%assume_assume_assume_assume_78, %assume_assume_assume_75, %assume_assume_assume_77, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_80 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_82 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_84 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_85 = assume div_by<16>, %assume_assume_84 : tile<i32>
  %assume_86 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_87 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_88 = assume div_by<16>, %assume_assume_87 : tile<i32>
  %assume_assume_89 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_90 = assume div_by<4>, %assume_assume_89 : tile<i32>
  %assume_assume_91 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_92 = assume div_by<4>, %assume_assume_91 : tile<i32>
  %assume_assume_93 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_94 = assume div_by<4>, %assume_assume_93 : tile<i32>
  %assume_assume_assume_assume_95 = assume div_by<4>, %assume_assume_assume_90 : tile<i32>
  %tview_96 = make_tensor_view %assume_23, shape = [1, %assume_assume_assume_85, %assume_86, %assume_assume_assume_88], strides = [%assume_assume_assume_assume_95, %assume_assume_assume_92, %assume_assume_assume_94, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_97 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_98 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_99 = assume div_by<16>, %assume_assume_98 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_101 = assume div_by<16>, %assume_assume_100 : tile<i32>
  %assume_assume_102 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_assume_103 = assume div_by<4>, %assume_assume_102 : tile<i32>
  %assume_assume_104 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_105 = assume div_by<4>, %assume_assume_104 : tile<i32>
  %assume_assume_106 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_107 = assume div_by<4>, %assume_assume_106 : tile<i32>
  %assume_assume_assume_assume_108 = assume div_by<4>, %assume_assume_assume_103 : tile<i32>
  %tview_109 = make_tensor_view %assume_29, shape = [1, %assume_97, %assume_assume_assume_99, %assume_assume_assume_101], strides = [%assume_assume_assume_assume_108, %assume_assume_assume_105, %assume_assume_assume_107, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_110, %blockId_y_111, %blockId_z_112 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_69 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_69 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_69, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_69 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_69, %assume_45 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x8xf32>
  %cst_0_i32_113 = constant <i32: 0> : tile<i32>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %cst_0_i32_115 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_116 = constant <i32: 0> : tile<i32>
  %pview_117 = make_partition_view %tview_66 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %reshape = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %pview_118 = make_partition_view %tview_79 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_80 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_assume_81 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_f32_119 = constant <f32: 0.000000e+00> : tile<f32>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_82 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_assume_83 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_44 : tile<i64>
  %cst_0_f32_120 = constant <f32: 0.000000e+00> : tile<f32>
  %pview_121 = make_partition_view %tview_96 : partition_view<tile=(1x1x1x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_113 to %cst_32_i32, step %cst_1_i32_114) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x8xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%1, %loopIdx, %11, %cst_0_i32_115] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %reshape_125 = reshape %tile : tile<1x1x1x128xf32> -> tile<128xf32>
    %tile_126, %result_token_127 = load_view_tko weak %pview_117[%1, %loopIdx, %11, %cst_0_i32_116] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %reshape_128 = reshape %tile_126 : tile<1x1x1x128xf32> -> tile<128xf32>
    %25 = mulf %reshape_125, %bcast  : tile<128xf32>
    %tile_129, %result_token_130 = load_view_tko weak %pview_118[%1, %loopIdx, %9, %blockId_y_111] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %reshape_131 = reshape %tile_129 : tile<1x1x1x8xf32> -> tile<8xf32>
    %26 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %27 = muli %26, %15 : tile<i64>
    %28 = addi %14, %27 : tile<i64>
    %29 = addi %28, %17 : tile<i64>
    %30 = offset %assume_17, %29 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_132 = assume div_by<4>, %30 : tile<ptr<f32>>
    %result, %result_token_133 = load_ptr_tko weak %assume_132, %cst_0_f32_119 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %31 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %32 = muli %31, %21 : tile<i64>
    %33 = addi %20, %32 : tile<i64>
    %34 = addi %33, %23 : tile<i64>
    %35 = offset %assume_20, %34 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_134 = assume div_by<4>, %35 : tile<ptr<f32>>
    %result_135, %result_token_136 = load_ptr_tko weak %assume_134, %cst_0_f32_120 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %36 = exp %result  : tile<f32>
    %reshape_137 = reshape %36 : tile<f32> -> tile<1x1xf32>
    %bcast_138 = broadcast %reshape_137 : tile<1x1xf32> -> tile<128x8xf32>
    %37 = mulf %iterArg0, %bcast_138  : tile<128x8xf32>
    %reshape_139 = reshape %reshape_128 : tile<128xf32> -> tile<128x1xf32>
    %bcast_140 = broadcast %reshape_139 : tile<128x1xf32> -> tile<128x8xf32>
    %38 = mulf %37, %bcast_140  : tile<128x8xf32>
    %reduce = reduce %38 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %45 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %45 : tile<f32>
    }
    %39 = subf %reshape_131, %reduce  : tile<8xf32>
    %reshape_141 = reshape %result_135 : tile<f32> -> tile<1xf32>
    %bcast_142 = broadcast %reshape_141 : tile<1xf32> -> tile<8xf32>
    %40 = mulf %39, %bcast_142  : tile<8xf32>
    %reshape_143 = reshape %40 : tile<8xf32> -> tile<1x8xf32>
    %bcast_144 = broadcast %reshape_139 : tile<128x1xf32> -> tile<128x8xf32>
    %bcast_145 = broadcast %reshape_143 : tile<1x8xf32> -> tile<128x8xf32>
    %41 = mulf %bcast_144, %bcast_145  : tile<128x8xf32>
    %42 = addf %37, %41  : tile<128x8xf32>
    %reshape_146 = reshape %25 : tile<128xf32> -> tile<128x1xf32>
    %bcast_147 = broadcast %reshape_146 : tile<128x1xf32> -> tile<128x8xf32>
    %43 = mulf %42, %bcast_147  : tile<128x8xf32>
    %reduce_148 = reduce %43 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %45 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %45 : tile<f32>
    }
    %reshape_149 = reshape %reduce_148 : tile<8xf32> -> tile<1x1x1x8xf32>
    %44 = store_view_tko weak %reshape_149, %pview_121[%1, %loopIdx, %9, %blockId_y_111] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %42 : tile<128x8xf32>
  }
  %cst_0_i32_122 = constant <i32: 0> : tile<i32>
  %reshape_123 = reshape %for : tile<128x8xf32> -> tile<1x1x128x8xf32>
  %pview_124 = make_partition_view %tview_109 : partition_view<tile=(1x1x128x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %24 = store_view_tko weak %reshape_123, %pview_124[%1, %9, %cst_0_i32_122, %blockId_y_111] token = %0 optimization_hints = <default = {}> : tile<1x1x128x8xf32>, partition_view<tile=(1x1x128x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
