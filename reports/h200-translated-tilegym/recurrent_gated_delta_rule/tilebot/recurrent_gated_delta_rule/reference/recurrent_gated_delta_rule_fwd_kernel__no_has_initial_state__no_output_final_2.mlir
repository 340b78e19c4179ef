entry @_recurrent_gated_delta_rule_fwd_kernel_Kt2_A4f32_7v4l0_8i16t1_p16_A4f32_7v4l0_8i16t1_p16_A4f32_7v4l0_8i16t1_p16_A3f32_3v4l0_4t1_p16_A3f32_3v4l0_4t1_p16_A4f32_7v4l0_8i16t1_p16_A4f32_fs1t1_p16_A4f32_fs1t1_p16_Sf32_B0_B0_B1_I128_I8_B0_B1_I8(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<f32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<f32>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
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
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_28 = constant <i64: 1> : tile<i64>
  %assume_29 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_33 = assume div_by<4>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_35 = assume div_by<4>, %assume_assume_34 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_37 = assume div_by<4>, %assume_assume_36 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_29, %assume_30, %assume_31, %assume_assume_assume], strides = [%assume_assume_assume_33, %assume_assume_assume_35, %assume_assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_38 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_41 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_42 = assume div_by<16>, %assume_assume_41 : tile<i32>
  %assume_assume_43 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_44 = assume div_by<4>, %assume_assume_43 : tile<i32>
  %assume_assume_45 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_46 = assume div_by<4>, %assume_assume_45 : tile<i32>
  %assume_assume_47 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_48 = assume div_by<4>, %assume_assume_47 : tile<i32>
  %tview_49 = make_tensor_view %assume_4, shape = [%assume_38, %assume_39, %assume_40, %assume_assume_assume_42], strides = [%assume_assume_assume_44, %assume_assume_assume_46, %assume_assume_assume_48, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_50 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_51 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_56 = assume div_by<4>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_58 = assume div_by<4>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_60 = assume div_by<4>, %assume_assume_59 : tile<i32>
  %tview_61 = make_tensor_view %assume_9, shape = [%assume_50, %assume_51, %assume_52, %assume_assume_assume_54], strides = [%assume_assume_assume_56, %assume_assume_assume_58, %assume_assume_assume_60, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_62 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_65 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_67 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_70 = assume div_by<16>, %assume_assume_69 : tile<i32>
  %assume_assume_71 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_72 = assume div_by<4>, %assume_assume_71 : tile<i32>
  %assume_assume_73 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_74 = assume div_by<4>, %assume_assume_73 : tile<i32>
  %assume_assume_75 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_76 = assume div_by<4>, %assume_assume_75 : tile<i32>
  %tview_77 = make_tensor_view %assume_20, shape = [%assume_66, %assume_67, %assume_68, %assume_assume_assume_70], strides = [%assume_assume_assume_72, %assume_assume_assume_74, %assume_assume_assume_76, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_78, %blockId_y_79, %blockId_z_80 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_52 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_52 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_52, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_52 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_52, %assume_31 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x8xf32>
  %cst_0_i32_81 = constant <i32: 0> : tile<i32>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %cst_0_i32_83 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_84 = constant <i32: 0> : tile<i32>
  %pview_85 = make_partition_view %tview_49 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %cst_f32_86 = constant <f32: 9.99999997E-7> : tile<f32>
  %reshape = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %pview_87 = make_partition_view %tview_61 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_62 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_assume_63 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_f32_88 = constant <f32: 0.000000e+00> : tile<f32>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_64 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_assume_65 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_28 : tile<i64>
  %cst_0_f32_89 = constant <f32: 0.000000e+00> : tile<f32>
  %pview_90 = make_partition_view %tview_77 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_81 to %cst_8_i32, step %cst_1_i32_82) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x8xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%1, %loopIdx, %11, %cst_0_i32_83] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %reshape_91 = reshape %tile : tile<1x1x1x128xf32> -> tile<128xf32>
    %tile_92, %result_token_93 = load_view_tko weak %pview_85[%1, %loopIdx, %11, %cst_0_i32_84] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %reshape_94 = reshape %tile_92 : tile<1x1x1x128xf32> -> tile<128xf32>
    %24 = mulf %reshape_91, %reshape_91  : tile<128xf32>
    %reduce = reduce %24 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %52 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %52 : tile<f32>
    }
    %25 = addf %reduce, %cst_f32  : tile<f32>
    %26 = rsqrt %25 : tile<f32>
    %reshape_95 = reshape %26 : tile<f32> -> tile<1xf32>
    %bcast_96 = broadcast %reshape_95 : tile<1xf32> -> tile<128xf32>
    %27 = mulf %reshape_91, %bcast_96  : tile<128xf32>
    %28 = mulf %reshape_94, %reshape_94  : tile<128xf32>
    %reduce_97 = reduce %28 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %52 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %52 : tile<f32>
    }
    %29 = addf %reduce_97, %cst_f32_86  : tile<f32>
    %30 = rsqrt %29 : tile<f32>
    %reshape_98 = reshape %30 : tile<f32> -> tile<1xf32>
    %bcast_99 = broadcast %reshape_98 : tile<1xf32> -> tile<128xf32>
    %31 = mulf %reshape_94, %bcast_99  : tile<128xf32>
    %32 = mulf %27, %bcast  : tile<128xf32>
    %tile_100, %result_token_101 = load_view_tko weak %pview_87[%1, %loopIdx, %9, %blockId_y_79] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %reshape_102 = reshape %tile_100 : tile<1x1x1x8xf32> -> tile<8xf32>
    %33 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %34 = muli %33, %15 : tile<i64>
    %35 = addi %14, %34 : tile<i64>
    %36 = addi %35, %17 : tile<i64>
    %37 = offset %assume_14, %36 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_103 = assume div_by<4>, %37 : tile<ptr<f32>>
    %result, %result_token_104 = load_ptr_tko weak %assume_103, %cst_0_f32_88 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %38 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %39 = muli %38, %21 : tile<i64>
    %40 = addi %20, %39 : tile<i64>
    %41 = addi %40, %23 : tile<i64>
    %42 = offset %assume_17, %41 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %assume_105 = assume div_by<4>, %42 : tile<ptr<f32>>
    %result_106, %result_token_107 = load_ptr_tko weak %assume_105, %cst_0_f32_89 token=%0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %43 = exp %result  : tile<f32>
    %reshape_108 = reshape %43 : tile<f32> -> tile<1x1xf32>
    %bcast_109 = broadcast %reshape_108 : tile<1x1xf32> -> tile<128x8xf32>
    %44 = mulf %iterArg0, %bcast_109  : tile<128x8xf32>
    %reshape_110 = reshape %31 : tile<128xf32> -> tile<128x1xf32>
    %bcast_111 = broadcast %reshape_110 : tile<128x1xf32> -> tile<128x8xf32>
    %45 = mulf %44, %bcast_111  : tile<128x8xf32>
    %reduce_112 = reduce %45 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %52 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %52 : tile<f32>
    }
    %46 = subf %reshape_102, %reduce_112  : tile<8xf32>
    %reshape_113 = reshape %result_106 : tile<f32> -> tile<1xf32>
    %bcast_114 = broadcast %reshape_113 : tile<1xf32> -> tile<8xf32>
    %47 = mulf %46, %bcast_114  : tile<8xf32>
    %reshape_115 = reshape %47 : tile<8xf32> -> tile<1x8xf32>
    %bcast_116 = broadcast %reshape_110 : tile<128x1xf32> -> tile<128x8xf32>
    %bcast_117 = broadcast %reshape_115 : tile<1x8xf32> -> tile<128x8xf32>
    %48 = mulf %bcast_116, %bcast_117  : tile<128x8xf32>
    %49 = addf %44, %48  : tile<128x8xf32>
    %reshape_118 = reshape %32 : tile<128xf32> -> tile<128x1xf32>
    %bcast_119 = broadcast %reshape_118 : tile<128x1xf32> -> tile<128x8xf32>
    %50 = mulf %49, %bcast_119  : tile<128x8xf32>
    %reduce_120 = reduce %50 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %52 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %52 : tile<f32>
    }
    %reshape_121 = reshape %reduce_120 : tile<8xf32> -> tile<1x1x1x8xf32>
    %51 = store_view_tko weak %reshape_121, %pview_90[%1, %loopIdx, %9, %blockId_y_79] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %49 : tile<128x8xf32>
  }
  return
}
