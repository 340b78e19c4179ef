entry @_recurrent_gated_delta_rule_fwd_kernel_Kt2_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A3bf16_1v8_3l0_4t1_p16_A3bf16_1v8_3l0_4t1_p16_A4bf16_7v8l0_8i16t1_p16_A4f32_fs1t1_p16_A4f32_fs1t1_p16_Sf32_B0_B0_B1_I128_I8_B0_B1_I8(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
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
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_26 = constant <i64: 1> : tile<i64>
  %assume_27 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_31 = assume div_by<8>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_35 = assume div_by<8>, %assume_assume_34 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_27, %assume_28, %assume_29, %assume_assume_assume], strides = [%assume_assume_assume_31, %assume_assume_assume_33, %assume_assume_assume_35, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_36 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_40 = assume div_by<16>, %assume_assume_39 : tile<i32>
  %assume_assume_41 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_42 = assume div_by<8>, %assume_assume_41 : tile<i32>
  %assume_assume_43 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_44 = assume div_by<8>, %assume_assume_43 : tile<i32>
  %assume_assume_45 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_46 = assume div_by<8>, %assume_assume_45 : tile<i32>
  %tview_47 = make_tensor_view %assume_4, shape = [%assume_36, %assume_37, %assume_38, %assume_assume_assume_40], strides = [%assume_assume_assume_42, %assume_assume_assume_44, %assume_assume_assume_46, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_48 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_50 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_51 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_52 = assume div_by<16>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_54 = assume div_by<8>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_56 = assume div_by<8>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %tview_59 = make_tensor_view %assume_9, shape = [%assume_48, %assume_49, %assume_50, %assume_assume_assume_52], strides = [%assume_assume_assume_54, %assume_assume_assume_56, %assume_assume_assume_58, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_60 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_61 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_63 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_64 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_68 = assume div_by<16>, %assume_assume_67 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_70 = assume div_by<8>, %assume_assume_69 : tile<i32>
  %assume_assume_71 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_72 = assume div_by<8>, %assume_assume_71 : tile<i32>
  %assume_assume_73 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_74 = assume div_by<8>, %assume_assume_73 : tile<i32>
  %tview_75 = make_tensor_view %assume_18, shape = [%assume_64, %assume_65, %assume_66, %assume_assume_assume_68], strides = [%assume_assume_assume_70, %assume_assume_assume_72, %assume_assume_assume_74, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_76, %blockId_y_77, %blockId_z_78 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_50 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_50 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_50, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_50 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_50, %assume_29 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x8xf32>
  %cst_0_i32_79 = constant <i32: 0> : tile<i32>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %cst_0_i32_81 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_82 = constant <i32: 0> : tile<i32>
  %pview_83 = make_partition_view %tview_47 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %cst_f32_84 = constant <f32: 9.99999997E-7> : tile<f32>
  %reshape = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %pview_85 = make_partition_view %tview_59 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_60 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_61 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_62 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_63 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_26 : tile<i64>
  %cst_0_bf16_86 = constant <bf16: 0.000000e+00> : tile<bf16>
  %pview_87 = make_partition_view %tview_75 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_79 to %cst_8_i32, step %cst_1_i32_80) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x8xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%1, %loopIdx, %11, %cst_0_i32_81] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xbf16>, token
    %reshape_88 = reshape %tile : tile<1x1x1x128xbf16> -> tile<128xbf16>
    %24 = ftof %reshape_88  : tile<128xbf16> -> tile<128xf32>
    %tile_89, %result_token_90 = load_view_tko weak %pview_83[%1, %loopIdx, %11, %cst_0_i32_82] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xbf16>, token
    %reshape_91 = reshape %tile_89 : tile<1x1x1x128xbf16> -> tile<128xbf16>
    %25 = ftof %reshape_91  : tile<128xbf16> -> tile<128xf32>
    %26 = mulf %24, %24  : tile<128xf32>
    %reduce = reduce %26 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %27 = addf %reduce, %cst_f32  : tile<f32>
    %28 = rsqrt %27 : tile<f32>
    %reshape_92 = reshape %28 : tile<f32> -> tile<1xf32>
    %bcast_93 = broadcast %reshape_92 : tile<1xf32> -> tile<128xf32>
    %29 = mulf %24, %bcast_93  : tile<128xf32>
    %30 = mulf %25, %25  : tile<128xf32>
    %reduce_94 = reduce %30 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %31 = addf %reduce_94, %cst_f32_84  : tile<f32>
    %32 = rsqrt %31 : tile<f32>
    %reshape_95 = reshape %32 : tile<f32> -> tile<1xf32>
    %bcast_96 = broadcast %reshape_95 : tile<1xf32> -> tile<128xf32>
    %33 = mulf %25, %bcast_96  : tile<128xf32>
    %34 = mulf %29, %bcast  : tile<128xf32>
    %tile_97, %result_token_98 = load_view_tko weak %pview_85[%1, %loopIdx, %9, %blockId_y_77] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xbf16>, token
    %reshape_99 = reshape %tile_97 : tile<1x1x1x8xbf16> -> tile<8xbf16>
    %35 = ftof %reshape_99  : tile<8xbf16> -> tile<8xf32>
    %36 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %37 = muli %36, %15 : tile<i64>
    %38 = addi %14, %37 : tile<i64>
    %39 = addi %38, %17 : tile<i64>
    %40 = offset %assume_14, %39 : tile<ptr<bf16>>, tile<i64> -> tile<ptr<bf16>>
    %assume_100 = assume div_by<2>, %40 : tile<ptr<bf16>>
    %result, %result_token_101 = load_ptr_tko weak %assume_100, %cst_0_bf16 token=%0 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %41 = ftof %result  : tile<bf16> -> tile<f32>
    %42 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %43 = muli %42, %21 : tile<i64>
    %44 = addi %20, %43 : tile<i64>
    %45 = addi %44, %23 : tile<i64>
    %46 = offset %assume_16, %45 : tile<ptr<bf16>>, tile<i64> -> tile<ptr<bf16>>
    %assume_102 = assume div_by<2>, %46 : tile<ptr<bf16>>
    %result_103, %result_token_104 = load_ptr_tko weak %assume_102, %cst_0_bf16_86 token=%0 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %47 = ftof %result_103  : tile<bf16> -> tile<f32>
    %48 = exp %41  : tile<f32>
    %reshape_105 = reshape %48 : tile<f32> -> tile<1x1xf32>
    %bcast_106 = broadcast %reshape_105 : tile<1x1xf32> -> tile<128x8xf32>
    %49 = mulf %iterArg0, %bcast_106  : tile<128x8xf32>
    %reshape_107 = reshape %33 : tile<128xf32> -> tile<128x1xf32>
    %bcast_108 = broadcast %reshape_107 : tile<128x1xf32> -> tile<128x8xf32>
    %50 = mulf %49, %bcast_108  : tile<128x8xf32>
    %reduce_109 = reduce %50 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %51 = subf %35, %reduce_109  : tile<8xf32>
    %reshape_110 = reshape %47 : tile<f32> -> tile<1xf32>
    %bcast_111 = broadcast %reshape_110 : tile<1xf32> -> tile<8xf32>
    %52 = mulf %51, %bcast_111  : tile<8xf32>
    %reshape_112 = reshape %52 : tile<8xf32> -> tile<1x8xf32>
    %bcast_113 = broadcast %reshape_107 : tile<128x1xf32> -> tile<128x8xf32>
    %bcast_114 = broadcast %reshape_112 : tile<1x8xf32> -> tile<128x8xf32>
    %53 = mulf %bcast_113, %bcast_114  : tile<128x8xf32>
    %54 = addf %49, %53  : tile<128x8xf32>
    %reshape_115 = reshape %34 : tile<128xf32> -> tile<128x1xf32>
    %bcast_116 = broadcast %reshape_115 : tile<128x1xf32> -> tile<128x8xf32>
    %55 = mulf %54, %bcast_116  : tile<128x8xf32>
    %reduce_117 = reduce %55 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %reshape_118 = reshape %reduce_117 : tile<8xf32> -> tile<1x1x1x8xf32>
    %56 = ftof %reshape_118  : tile<1x1x1x8xf32> -> tile<1x1x1x8xbf16>
    %57 = store_view_tko weak %56, %pview_87[%1, %loopIdx, %9, %blockId_y_77] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xbf16>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %54 : tile<128x8xf32>
  }
  return
}
