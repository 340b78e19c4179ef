entry @_recurrent_gated_delta_rule_fwd_kernel_Kt2_A4f32_2s1_7v4l0_8i16t1_p16_A4f32_2s1_7v4l0_8i16t1_p16_A4f32_2s1_7v4l0_8i16t1_p16_A3f32_2s1_3v4l0_4t1_p16_A3f32_2s1_3v4l0_4t1_p16_A4f32_2s1_7v4l0_8i16t1_p16_A4f32_fs1t1_p16_A4f32_fs1t1_p16_Sf32_B0_B0_B0_I64_I8_B0_B1_I1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<f32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<f32>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
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
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_32 = constant <i64: 1> : tile<i64>
  %assume_33 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_36 = assume div_by<4>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_38 = assume div_by<4>, %assume_assume_37 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_40 = assume div_by<4>, %assume_assume_39 : tile<i32>
  %assume_assume_assume_assume = assume div_by<4>, %assume_assume_assume_38 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_33, 1, %assume_34, %assume_assume_assume], strides = [%assume_assume_assume_36, %assume_assume_assume_assume, %assume_assume_assume_40, 1] : tile<i32> -> tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>
  %assume_41 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_43 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_44 = assume div_by<16>, %assume_assume_43 : tile<i32>
  %assume_assume_45 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_46 = assume div_by<4>, %assume_assume_45 : tile<i32>
  %assume_assume_47 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_48 = assume div_by<4>, %assume_assume_47 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_50 = assume div_by<4>, %assume_assume_49 : tile<i32>
  %assume_assume_assume_assume_51 = assume div_by<4>, %assume_assume_assume_48 : tile<i32>
  %tview_52 = make_tensor_view %assume_4, shape = [%assume_41, 1, %assume_42, %assume_assume_assume_44], strides = [%assume_assume_assume_46, %assume_assume_assume_assume_51, %assume_assume_assume_50, 1] : tile<i32> -> tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>
  %assume_53 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_58 = assume div_by<4>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_60 = assume div_by<4>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_62 = assume div_by<4>, %assume_assume_61 : tile<i32>
  %assume_assume_assume_assume_63 = assume div_by<4>, %assume_assume_assume_60 : tile<i32>
  %tview_64 = make_tensor_view %assume_9, shape = [%assume_53, 1, %assume_54, %assume_assume_assume_56], strides = [%assume_assume_assume_58, %assume_assume_assume_assume_63, %assume_assume_assume_62, 1] : tile<i32> -> tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_65 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_69 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_71 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_72 = assume div_by<16>, %assume_assume_71 : tile<i32>
  %assume_assume_73 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_74 = assume div_by<4>, %assume_assume_73 : tile<i32>
  %assume_assume_75 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_76 = assume div_by<4>, %assume_assume_75 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_78 = assume div_by<4>, %assume_assume_77 : tile<i32>
  %assume_assume_assume_assume_79 = assume div_by<4>, %assume_assume_assume_76 : tile<i32>
  %tview_80 = make_tensor_view %assume_20, shape = [%assume_69, 1, %assume_70, %assume_assume_assume_72], strides = [%assume_assume_assume_74, %assume_assume_assume_assume_79, %assume_assume_assume_78, 1] : tile<i32> -> tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>
  %cst_1_i32_81 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_82, %blockId_y_83, %blockId_z_84 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_54 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_54 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_54, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_54 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_54, %assume_34 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x8xf32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_88 = constant <i32: 0> : tile<i32>
  %pview_89 = make_partition_view %tview_52 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>
  %reshape = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %pview_90 = make_partition_view %tview_64 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_65 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_assume_66 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_f32_91 = constant <f32: 0.000000e+00> : tile<f32>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_67 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_assume_68 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_32 : tile<i64>
  %cst_0_f32_92 = constant <f32: 0.000000e+00> : tile<f32>
  %pview_93 = make_partition_view %tview_80 : partition_view<tile=(1x1x1x8), tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_85 to %cst_1_i32_81, step %cst_1_i32_86) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x8xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%1, %loopIdx, %11, %cst_0_i32_87] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %reshape_94 = reshape %tile : tile<1x1x1x64xf32> -> tile<64xf32>
    %tile_95, %result_token_96 = load_view_tko weak %pview_89[%1, %loopIdx, %11, %cst_0_i32_88] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %reshape_97 = reshape %tile_95 : tile<1x1x1x64xf32> -> tile<64xf32>
    %24 = mulf %reshape_94, %bcast  : tile<64xf32>
    %tile_98, %result_token_99 = load_view_tko weak %pview_90[%1, %loopIdx, %9, %blockId_y_83] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %reshape_100 = reshape %tile_98 : tile<1x1x1x8xf32> -> tile<8xf32>
    %25 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %26 = muli %25, %15 : tile<i64>
    %27 = addi %14, %26 : tile<i64>
    %28 = addi %27, %17 : tile<i64>
    %29 = offset %assume_14, %28 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_101 = assume div_by<4>, %29 : tile<ptr<f32>>
    %result, %result_token_102 = load_ptr_tko weak %assume_101, %cst_0_f32_91 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %30 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %31 = muli %30, %21 : tile<i64>
    %32 = addi %20, %31 : tile<i64>
    %33 = addi %32, %23 : tile<i64>
    %34 = offset %assume_17, %33 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_103 = assume div_by<4>, %34 : tile<ptr<f32>>
    %result_104, %result_token_105 = load_ptr_tko weak %assume_103, %cst_0_f32_92 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %35 = exp %result  : tile<f32>
    %reshape_106 = reshape %35 : tile<f32> -> tile<1x1xf32>
    %bcast_107 = broadcast %reshape_106 : tile<1x1xf32> -> tile<64x8xf32>
    %36 = mulf %iterArg0, %bcast_107  : tile<64x8xf32>
    %reshape_108 = reshape %reshape_97 : tile<64xf32> -> tile<64x1xf32>
    %bcast_109 = broadcast %reshape_108 : tile<64x1xf32> -> tile<64x8xf32>
    %37 = mulf %36, %bcast_109  : tile<64x8xf32>
    %reduce = reduce %37 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %44 : tile<f32>
    }
    %38 = subf %reshape_100, %reduce  : tile<8xf32>
    %reshape_110 = reshape %result_104 : tile<f32> -> tile<1xf32>
    %bcast_111 = broadcast %reshape_110 : tile<1xf32> -> tile<8xf32>
    %39 = mulf %38, %bcast_111  : tile<8xf32>
    %reshape_112 = reshape %39 : tile<8xf32> -> tile<1x8xf32>
    %bcast_113 = broadcast %reshape_108 : tile<64x1xf32> -> tile<64x8xf32>
    %bcast_114 = broadcast %reshape_112 : tile<1x8xf32> -> tile<64x8xf32>
    %40 = mulf %bcast_113, %bcast_114  : tile<64x8xf32>
    %41 = addf %36, %40  : tile<64x8xf32>
    %reshape_115 = reshape %24 : tile<64xf32> -> tile<64x1xf32>
    %bcast_116 = broadcast %reshape_115 : tile<64x1xf32> -> tile<64x8xf32>
    %42 = mulf %41, %bcast_116  : tile<64x8xf32>
    %reduce_117 = reduce %42 dim=0 identities=[0.000000e+00 : f32] : tile<64x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %44 : tile<f32>
    }
    %reshape_118 = reshape %reduce_117 : tile<8xf32> -> tile<1x1x1x8xf32>
    %43 = store_view_tko weak %reshape_118, %pview_93[%1, %loopIdx, %9, %blockId_y_83] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<?x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %41 : tile<64x8xf32>
  }
  return
}
