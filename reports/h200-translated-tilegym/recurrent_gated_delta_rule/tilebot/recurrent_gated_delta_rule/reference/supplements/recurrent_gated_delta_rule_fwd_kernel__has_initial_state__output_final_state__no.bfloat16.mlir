entry @_recurrent_gated_delta_rule_fwd_kernel_Kt1_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A3bf16_1v8_3l0_4t1_p16_A3bf16_1v8_3l0_4t1_p16_A4bf16_7v8l0_8i16t1_p16_A4f32_7v4l0_8t1_ci16_p16_A4f32_7v4l0_8t1_ci16_p16_Sf32_B1_B1_B0_I64_I8_B0_B1_I8(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<8>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_5 = assume div_by<16>, %arg13 : tile<i32>
  %assume_6 = assume div_by<8>, %arg14 : tile<i32>
  %assume_7 = assume div_by<8>, %arg15 : tile<i32>
  %assume_8 = assume div_by<8>, %arg16 : tile<i32>
  %assume_9 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_10 = assume div_by<16>, %arg22 : tile<i32>
  %assume_11 = assume div_by<8>, %arg23 : tile<i32>
  %assume_12 = assume div_by<8>, %arg24 : tile<i32>
  %assume_13 = assume div_by<8>, %arg25 : tile<i32>
  %assume_14 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_15 = assume div_by<8>, %arg31 : tile<i32>
  %assume_16 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %assume_17 = assume div_by<8>, %arg38 : tile<i32>
  %assume_18 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %assume_19 = assume div_by<16>, %arg45 : tile<i32>
  %assume_20 = assume div_by<8>, %arg46 : tile<i32>
  %assume_21 = assume div_by<8>, %arg47 : tile<i32>
  %assume_22 = assume div_by<8>, %arg48 : tile<i32>
  %assume_23 = assume div_by<16>, %arg50 : tile<ptr<f32>>
  %assume_24 = assume div_by<16>, %arg53 : tile<i32>
  %assume_25 = assume div_by<16>, %arg54 : tile<i32>
  %assume_26 = assume div_by<4>, %arg55 : tile<i32>
  %assume_27 = assume div_by<4>, %arg56 : tile<i32>
  %assume_28 = assume div_by<4>, %arg57 : tile<i32>
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
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_40 = constant <i64: 1> : tile<i64>
  %assume_41 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_43 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_41, %assume_42, %assume_43, %assume_assume_assume], strides = [%assume_assume_assume_45, %assume_assume_assume_47, %assume_assume_assume_49, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_50 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_51 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_56 = assume div_by<8>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_60 = assume div_by<8>, %assume_assume_59 : tile<i32>
  %tview_61 = make_tensor_view %assume_4, shape = [%assume_50, %assume_51, %assume_52, %assume_assume_assume_54], strides = [%assume_assume_assume_56, %assume_assume_assume_58, %assume_assume_assume_60, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_62 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_63 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_64 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_65 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_66 = assume div_by<16>, %assume_assume_65 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_68 = assume div_by<8>, %assume_assume_67 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_70 = assume div_by<8>, %assume_assume_69 : tile<i32>
  %assume_assume_71 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_72 = assume div_by<8>, %assume_assume_71 : tile<i32>
  %tview_73 = make_tensor_view %assume_9, shape = [%assume_62, %assume_63, %assume_64, %assume_assume_assume_66], strides = [%assume_assume_assume_68, %assume_assume_assume_70, %assume_assume_assume_72, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_74 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_75 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_77 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_78 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_79 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_80 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_82 = assume div_by<16>, %assume_assume_81 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_84 = assume div_by<8>, %assume_assume_83 : tile<i32>
  %assume_assume_85 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_86 = assume div_by<8>, %assume_assume_85 : tile<i32>
  %assume_assume_87 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_88 = assume div_by<8>, %assume_assume_87 : tile<i32>
  %tview_89 = make_tensor_view %assume_18, shape = [%assume_78, %assume_79, %assume_80, %assume_assume_assume_82], strides = [%assume_assume_assume_84, %assume_assume_assume_86, %assume_assume_assume_88, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_90 = assume bounded<0, ?>, %arg51 : tile<i32>
  %assume_91 = assume bounded<0, ?>, %arg52 : tile<i32>
  %assume_assume_92 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_93 = assume div_by<16>, %assume_assume_92 : tile<i32>
  %assume_assume_94 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_95 = assume div_by<16>, %assume_assume_94 : tile<i32>
  %assume_assume_96 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_97 = assume div_by<4>, %assume_assume_96 : tile<i32>
  %assume_assume_98 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_99 = assume div_by<4>, %assume_assume_98 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_101 = assume div_by<4>, %assume_assume_100 : tile<i32>
  %tview_102 = make_tensor_view %assume_23, shape = [%assume_90, %assume_91, %assume_assume_assume_93, %assume_assume_assume_95], strides = [%assume_assume_assume_97, %assume_assume_assume_99, %assume_assume_assume_101, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_103 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_104 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_105 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_106 = assume div_by<16>, %assume_assume_105 : tile<i32>
  %assume_assume_107 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_108 = assume div_by<16>, %assume_assume_107 : tile<i32>
  %assume_assume_109 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_assume_110 = assume div_by<4>, %assume_assume_109 : tile<i32>
  %assume_assume_111 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_112 = assume div_by<4>, %assume_assume_111 : tile<i32>
  %assume_assume_113 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_114 = assume div_by<4>, %assume_assume_113 : tile<i32>
  %tview_115 = make_tensor_view %assume_29, shape = [%assume_103, %assume_104, %assume_assume_assume_106, %assume_assume_assume_108], strides = [%assume_assume_assume_110, %assume_assume_assume_112, %assume_assume_assume_114, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_116, %blockId_y_117, %blockId_z_118 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_64 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_64 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_64, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_64 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_64, %assume_43 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_119 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_102 : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %9, %cst_0_i32_119, %blockId_y_117] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x64x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x8xf32>, token
  %reshape = reshape %tile : tile<1x1x64x8xf32> -> tile<64x8xf32>
  %cst_0_i32_120 = constant <i32: 0> : tile<i32>
  %cst_1_i32_121 = constant <i32: 1> : tile<i32>
  %cst_0_i32_122 = constant <i32: 0> : tile<i32>
  %pview_123 = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_124 = constant <i32: 0> : tile<i32>
  %pview_125 = make_partition_view %tview_61 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %reshape_126 = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_126 : tile<1xf32> -> tile<64xf32>
  %pview_127 = make_partition_view %tview_73 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_74 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_75 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_76 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_77 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_40 : tile<i64>
  %cst_0_bf16_128 = constant <bf16: 0.000000e+00> : tile<bf16>
  %pview_129 = make_partition_view %tview_89 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_120 to %cst_8_i32, step %cst_1_i32_121) : tile<i32> iter_values(%iterArg0 = %reshape) -> (tile<64x8xf32>) {
    %tile_133, %result_token_134 = load_view_tko weak %pview_123[%1, %loopIdx, %11, %cst_0_i32_122] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xbf16>, token
    %reshape_135 = reshape %tile_133 : tile<1x1x1x64xbf16> -> tile<64xbf16>
    %25 = ftof %reshape_135  : tile<64xbf16> -> tile<64xf32>
    %tile_136, %result_token_137 = load_view_tko weak %pview_125[%1, %loopIdx, %11, %cst_0_i32_124] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xbf16>, token
    %reshape_138 = reshape %tile_136 : tile<1x1x1x64xbf16> -> tile<64xbf16>
    %26 = ftof %reshape_138  : tile<64xbf16> -> tile<64xf32>
    %27 = mulf %25, %bcast  : tile<64xf32>
    %tile_139, %result_token_140 = load_view_tko weak %pview_127[%1, %loopIdx, %9, %blockId_y_117] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xbf16>, token
    %reshape_141 = reshape %tile_139 : tile<1x1x1x8xbf16> -> tile<8xbf16>
    %28 = ftof %reshape_141  : tile<8xbf16> -> tile<8xf32>
    %29 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %30 = muli %29, %15 : tile<i64>
    %31 = addi %14, %30 : tile<i64>
    %32 = addi %31, %17 : tile<i64>
    %33 = offset %assume_14, %32 : tile<ptr<bf16>>, tile<i64> -> tile<ptr<bf16>>
    %assume_142 = assume div_by<2>, %33 : tile<ptr<bf16>>
    %result, %result_token_143 = load_ptr_tko weak %assume_142, %cst_0_bf16 token=%0 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %34 = ftof %result  : tile<bf16> -> tile<f32>
    %35 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %36 = muli %35, %21 : tile<i64>
    %37 = addi %20, %36 : tile<i64>
    %38 = addi %37, %23 : tile<i64>
    %39 = offset %assume_16, %38 : tile<ptr<bf16>>, tile<i64> -> tile<ptr<bf16>>
    %assume_144 = assume div_by<2>, %39 : tile<ptr<bf16>>
    %result_145, %result_token_146 = load_ptr_tko weak %assume_144, %cst_0_bf16_128 token=%0 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %40 = ftof %result_145  : tile<bf16> -> tile<f32>
    %41 = exp %34  : tile<f32>
    %reshape_147 = reshape %41 : tile<f32> -> tile<1x1xf32>
    %bcast_148 = broadcast %reshape_147 : tile<1x1xf32> -> tile<64x8xf32>
    %42 = mulf %iterArg0, %bcast_148  : tile<64x8xf32>
    %reshape_149 = reshape %26 : tile<64xf32> -> tile<64x1xf32>
    %bcast_150 = broadcast %reshape_149 : tile<64x1xf32> -> tile<64x8xf32>
    %43 = mulf %42, %bcast_150  : tile<64x8xf32>
    %reduce = reduce %43 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %51 : tile<f32>
    }
    %44 = subf %28, %reduce  : tile<8xf32>
    %reshape_151 = reshape %40 : tile<f32> -> tile<1xf32>
    %bcast_152 = broadcast %reshape_151 : tile<1xf32> -> tile<8xf32>
    %45 = mulf %44, %bcast_152  : tile<8xf32>
    %reshape_153 = reshape %45 : tile<8xf32> -> tile<1x8xf32>
    %bcast_154 = broadcast %reshape_149 : tile<64x1xf32> -> tile<64x8xf32>
    %bcast_155 = broadcast %reshape_153 : tile<1x8xf32> -> tile<64x8xf32>
    %46 = mulf %bcast_154, %bcast_155  : tile<64x8xf32>
    %47 = addf %42, %46  : tile<64x8xf32>
    %reshape_156 = reshape %27 : tile<64xf32> -> tile<64x1xf32>
    %bcast_157 = broadcast %reshape_156 : tile<64x1xf32> -> tile<64x8xf32>
    %48 = mulf %47, %bcast_157  : tile<64x8xf32>
    %reduce_158 = reduce %48 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %51 : tile<f32>
    }
    %reshape_159 = reshape %reduce_158 : tile<8xf32> -> tile<1x1x1x8xf32>
    %49 = ftof %reshape_159  : tile<1x1x1x8xf32> -> tile<1x1x1x8xbf16>
    %50 = store_view_tko weak %49, %pview_129[%1, %loopIdx, %9, %blockId_y_117] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xbf16>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %47 : tile<64x8xf32>
  }
  %cst_0_i32_130 = constant <i32: 0> : tile<i32>
  %reshape_131 = reshape %for : tile<64x8xf32> -> tile<1x1x64x8xf32>
  %pview_132 = make_partition_view %tview_115 : partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %24 = store_view_tko weak %reshape_131, %pview_132[%1, %9, %cst_0_i32_130, %blockId_y_117] token = %0 optimization_hints = <default = {}> : tile<1x1x64x8xf32>, partition_view<tile=(1x1x64x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
