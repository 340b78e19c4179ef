entry @_recurrent_gated_delta_rule_fwd_kernel_Kt1_A4f32_7v4l0_8i16t1_p16_A4f32_7v4l0_8i16t1_p16_A4f32_7v4l0_8i16t1_p16_A3f32_3v4l0_4t1_p16_A3f32_3v4l0_4t1_p16_A4f32_7v4l0_8i16t1_p16_A4f32_7v4l0_8t1_ci16_p16_A4f32_7v4l0_8t1_ci16_p16_Sf32_B1_B1_B0_I64_I8_B0_B1_I8(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<f32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<f32>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<4>, %arg5 : tile<i32>
  %assume_2 = assume div_by<4>, %arg6 : tile<i32>
  %assume_3 = assume div_by<4>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_5 = assume div_by<16>, %arg13 : tile<i32>
  %assume_6 = assume div_by<4>, %arg14 : tile<i32>
  %assume_7 = assume div_by<4>, %arg15 : tile<i32>
  %assume_8 = assume div_by<4>, %arg16 : tile<i32>
  %assume_9 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %assume_10 = assume div_by<16>, %arg22 : tile<i32>
  %assume_11 = assume div_by<4>, %arg23 : tile<i32>
  %assume_12 = assume div_by<4>, %arg24 : tile<i32>
  %assume_13 = assume div_by<4>, %arg25 : tile<i32>
  %assume_14 = assume div_by<16>, %arg27 : tile<ptr<f32>>
  %assume_15 = assume div_by<4>, %arg31 : tile<i32>
  %assume_16 = assume div_by<4>, %arg32 : tile<i32>
  %assume_17 = assume div_by<16>, %arg34 : tile<ptr<f32>>
  %assume_18 = assume div_by<4>, %arg38 : tile<i32>
  %assume_19 = assume div_by<4>, %arg39 : tile<i32>
  %assume_20 = assume div_by<16>, %arg41 : tile<ptr<f32>>
  %assume_21 = assume div_by<16>, %arg45 : tile<i32>
  %assume_22 = assume div_by<4>, %arg46 : tile<i32>
  %assume_23 = assume div_by<4>, %arg47 : tile<i32>
  %assume_24 = assume div_by<4>, %arg48 : tile<i32>
  %assume_25 = assume div_by<16>, %arg50 : tile<ptr<f32>>
  %assume_26 = assume div_by<16>, %arg53 : tile<i32>
  %assume_27 = assume div_by<16>, %arg54 : tile<i32>
  %assume_28 = assume div_by<4>, %arg55 : tile<i32>
  %assume_29 = assume div_by<4>, %arg56 : tile<i32>
  %assume_30 = assume div_by<4>, %arg57 : tile<i32>
  %assume_31 = assume div_by<16>, %arg59 : tile<ptr<f32>>
  %assume_32 = assume div_by<16>, %arg62 : tile<i32>
  %assume_33 = assume div_by<16>, %arg63 : tile<i32>
  %assume_34 = assume div_by<4>, %arg64 : tile<i32>
  %assume_35 = assume div_by<4>, %arg65 : tile<i32>
  %assume_36 = assume div_by<4>, %arg66 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_37 = constant <i32: 1> : tile<i32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_42 = constant <i64: 1> : tile<i64>
  %assume_43 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_45 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_47 = assume div_by<4>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_49 = assume div_by<4>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_51 = assume div_by<4>, %assume_assume_50 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_43, %assume_44, %assume_45, %assume_assume_assume], strides = [%assume_assume_assume_47, %assume_assume_assume_49, %assume_assume_assume_51, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_52 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_53 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_58 = assume div_by<4>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_60 = assume div_by<4>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_62 = assume div_by<4>, %assume_assume_61 : tile<i32>
  %tview_63 = make_tensor_view %assume_4, shape = [%assume_52, %assume_53, %assume_54, %assume_assume_assume_56], strides = [%assume_assume_assume_58, %assume_assume_assume_60, %assume_assume_assume_62, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_64 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_68 = assume div_by<16>, %assume_assume_67 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_70 = assume div_by<4>, %assume_assume_69 : tile<i32>
  %assume_assume_71 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_72 = assume div_by<4>, %assume_assume_71 : tile<i32>
  %assume_assume_73 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_74 = assume div_by<4>, %assume_assume_73 : tile<i32>
  %tview_75 = make_tensor_view %assume_9, shape = [%assume_64, %assume_65, %assume_66, %assume_assume_assume_68], strides = [%assume_assume_assume_70, %assume_assume_assume_72, %assume_assume_assume_74, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_76 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_79 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_80 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_81 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_82 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_84 = assume div_by<16>, %assume_assume_83 : tile<i32>
  %assume_assume_85 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_86 = assume div_by<4>, %assume_assume_85 : tile<i32>
  %assume_assume_87 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_88 = assume div_by<4>, %assume_assume_87 : tile<i32>
  %assume_assume_89 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_90 = assume div_by<4>, %assume_assume_89 : tile<i32>
  %tview_91 = make_tensor_view %assume_20, shape = [%assume_80, %assume_81, %assume_82, %assume_assume_assume_84], strides = [%assume_assume_assume_86, %assume_assume_assume_88, %assume_assume_assume_90, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_92 = assume bounded<0, ?>, %arg51 : tile<i32>
  %assume_93 = assume bounded<0, ?>, %arg52 : tile<i32>
  %assume_assume_94 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_95 = assume div_by<16>, %assume_assume_94 : tile<i32>
  %assume_assume_96 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_97 = assume div_by<16>, %assume_assume_96 : tile<i32>
  %assume_assume_98 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_99 = assume div_by<4>, %assume_assume_98 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_assume_101 = assume div_by<4>, %assume_assume_100 : tile<i32>
  %assume_assume_102 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_103 = assume div_by<4>, %assume_assume_102 : tile<i32>
  %tview_104 = make_tensor_view %assume_25, shape = [%assume_92, %assume_93, %assume_assume_assume_95, %assume_assume_assume_97], strides = [%assume_assume_assume_99, %assume_assume_assume_101, %assume_assume_assume_103, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_105 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_107 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_assume_108 = assume div_by<16>, %assume_assume_107 : tile<i32>
  %assume_assume_109 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_110 = assume div_by<16>, %assume_assume_109 : tile<i32>
  %assume_assume_111 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_112 = assume div_by<4>, %assume_assume_111 : tile<i32>
  %assume_assume_113 = assume bounded<0, ?>, %assume_35 : tile<i32>
  %assume_assume_assume_114 = assume div_by<4>, %assume_assume_113 : tile<i32>
  %assume_assume_115 = assume bounded<0, ?>, %assume_36 : tile<i32>
  %assume_assume_assume_116 = assume div_by<4>, %assume_assume_115 : tile<i32>
  %tview_117 = make_tensor_view %assume_31, shape = [%assume_105, %assume_106, %assume_assume_assume_108, %assume_assume_assume_110], strides = [%assume_assume_assume_112, %assume_assume_assume_114, %assume_assume_assume_116, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_118, %blockId_y_119, %blockId_z_120 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_66 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_66 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_66, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_66 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_66, %assume_45 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_121 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_104 : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %9, %cst_0_i32_121, %blockId_y_119] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x8xf32>, token
  %reshape = reshape %tile : tile<1x1x64x8xf32> -> tile<64x8xf32>
  %cst_0_i32_122 = constant <i32: 0> : tile<i32>
  %cst_1_i32_123 = constant <i32: 1> : tile<i32>
  %cst_0_i32_124 = constant <i32: 0> : tile<i32>
  %pview_125 = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_126 = constant <i32: 0> : tile<i32>
  %pview_127 = make_partition_view %tview_63 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %reshape_128 = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_128 : tile<1xf32> -> tile<64xf32>
  %pview_129 = make_partition_view %tview_75 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_76 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_assume_77 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_78 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_assume_79 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_42 : tile<i64>
  %cst_0_f32_130 = constant <f32: 0.000000e+00> : tile<f32>
  %pview_131 = make_partition_view %tview_91 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_122 to %cst_8_i32, step %cst_1_i32_123) : tile<i32> iter_values(%iterArg0 = %reshape) -> (tile<64x8xf32>) {
    %tile_135, %result_token_136 = load_view_tko weak %pview_125[%1, %loopIdx, %11, %cst_0_i32_124] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %reshape_137 = reshape %tile_135 : tile<1x1x1x64xf32> -> tile<64xf32>
    %tile_138, %result_token_139 = load_view_tko weak %pview_127[%1, %loopIdx, %11, %cst_0_i32_126] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %reshape_140 = reshape %tile_138 : tile<1x1x1x64xf32> -> tile<64xf32>
    %25 = mulf %reshape_137, %bcast  : tile<64xf32>
    %tile_141, %result_token_142 = load_view_tko weak %pview_129[%1, %loopIdx, %9, %blockId_y_119] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %reshape_143 = reshape %tile_141 : tile<1x1x1x8xf32> -> tile<8xf32>
    %26 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %27 = muli %26, %15 : tile<i64>
    %28 = addi %14, %27 : tile<i64>
    %29 = addi %28, %17 : tile<i64>
    %30 = offset %assume_14, %29 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_144 = assume div_by<4>, %30 : tile<ptr<f32>>
    %result, %result_token_145 = load_ptr_tko weak %assume_144, %cst_0_f32 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %31 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %32 = muli %31, %21 : tile<i64>
    %33 = addi %20, %32 : tile<i64>
    %34 = addi %33, %23 : tile<i64>
    %35 = offset %assume_17, %34 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_146 = assume div_by<4>, %35 : tile<ptr<f32>>
    %result_147, %result_token_148 = load_ptr_tko weak %assume_146, %cst_0_f32_130 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %36 = exp %result  : tile<f32>
    %reshape_149 = reshape %36 : tile<f32> -> tile<1x1xf32>
    %bcast_150 = broadcast %reshape_149 : tile<1x1xf32> -> tile<64x8xf32>
    %37 = mulf %iterArg0, %bcast_150  : tile<64x8xf32>
    %reshape_151 = reshape %reshape_140 : tile<64xf32> -> tile<64x1xf32>
    %bcast_152 = broadcast %reshape_151 : tile<64x1xf32> -> tile<64x8xf32>
    %38 = mulf %37, %bcast_152  : tile<64x8xf32>
    %reduce = reduce %38 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %45 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %45 : tile<f32>
    }
    %39 = subf %reshape_143, %reduce  : tile<8xf32>
    %reshape_153 = reshape %result_147 : tile<f32> -> tile<1xf32>
    %bcast_154 = broadcast %reshape_153 : tile<1xf32> -> tile<8xf32>
    %40 = mulf %39, %bcast_154  : tile<8xf32>
    %reshape_155 = reshape %40 : tile<8xf32> -> tile<1x8xf32>
    %bcast_156 = broadcast %reshape_151 : tile<64x1xf32> -> tile<64x8xf32>
    %bcast_157 = broadcast %reshape_155 : tile<1x8xf32> -> tile<64x8xf32>
    %41 = mulf %bcast_156, %bcast_157  : tile<64x8xf32>
    %42 = addf %37, %41  : tile<64x8xf32>
    %reshape_158 = reshape %25 : tile<64xf32> -> tile<64x1xf32>
    %bcast_159 = broadcast %reshape_158 : tile<64x1xf32> -> tile<64x8xf32>
    %43 = mulf %42, %bcast_159  : tile<64x8xf32>
    %reduce_160 = reduce %43 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %45 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %45 : tile<f32>
    }
    %reshape_161 = reshape %reduce_160 : tile<8xf32> -> tile<1x1x1x8xf32>
    %44 = store_view_tko weak %reshape_161, %pview_131[%1, %loopIdx, %9, %blockId_y_119] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %42 : tile<64x8xf32>
  }
  %cst_0_i32_132 = constant <i32: 0> : tile<i32>
  %reshape_133 = reshape %for : tile<64x8xf32> -> tile<1x1x64x8xf32>
  %pview_134 = make_partition_view %tview_117 : partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %24 = store_view_tko weak %reshape_133, %pview_134[%1, %9, %cst_0_i32_132, %blockId_y_119] token = %0 optimization_hints = <default = {}> : tile<1x1x64x8xf32>, partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
