entry @_recurrent_gated_delta_rule_fwd_kernel_Kt2_A4bf16_7v8l0_8t1_ai16_p16_A4bf16_7v8l0_8t1_ai16_p16_A4bf16_7v8l0_8t1_ai16_p16_A3bf16_1v8_2i16_3l0_4t1_p16_A3bf16_1v8_2i16_3l0_4t1_p16_A4bf16_7v8l0_8t1_ai16_p16_A4f32_fs1t1_p16_A4f32_fs1t1_p16_Sf32_B0_B0_B0_I128_I8_B0_B1_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<ptr<f32>>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<ptr<f32>>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<8>, %arg14 : tile<i32>
  %assume_9 = assume div_by<8>, %arg15 : tile<i32>
  %assume_10 = assume div_by<8>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_12 = assume div_by<16>, %arg20 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<8>, %arg23 : tile<i32>
  %assume_15 = assume div_by<8>, %arg24 : tile<i32>
  %assume_16 = assume div_by<8>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_18 = assume div_by<8>, %arg31 : tile<i32>
  %assume_19 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %assume_20 = assume div_by<8>, %arg38 : tile<i32>
  %assume_21 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %assume_22 = assume div_by<16>, %arg43 : tile<i32>
  %assume_23 = assume div_by<16>, %arg45 : tile<i32>
  %assume_24 = assume div_by<8>, %arg46 : tile<i32>
  %assume_25 = assume div_by<8>, %arg47 : tile<i32>
  %assume_26 = assume div_by<8>, %arg48 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_30 = constant <i64: 1> : tile<i64>
  %assume_31 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_34 = assume div_by<16>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_38 = assume div_by<8>, %assume_assume_37 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_40 = assume div_by<8>, %assume_assume_39 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_31, %assume_assume_assume, %assume_32, %assume_assume_assume_34], strides = [%assume_assume_assume_36, %assume_assume_assume_38, %assume_assume_assume_40, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_41 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_45 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_46 = assume div_by<16>, %assume_assume_45 : tile<i32>
  %assume_assume_47 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_48 = assume div_by<8>, %assume_assume_47 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_50 = assume div_by<8>, %assume_assume_49 : tile<i32>
  %assume_assume_51 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_52 = assume div_by<8>, %assume_assume_51 : tile<i32>
  %tview_53 = make_tensor_view %assume_5, shape = [%assume_41, %assume_assume_assume_43, %assume_44, %assume_assume_assume_46], strides = [%assume_assume_assume_48, %assume_assume_assume_50, %assume_assume_assume_52, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_54 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_59 = assume div_by<16>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_61 = assume div_by<8>, %assume_assume_60 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_63 = assume div_by<8>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_65 = assume div_by<8>, %assume_assume_64 : tile<i32>
  %tview_66 = make_tensor_view %assume_11, shape = [%assume_54, %assume_assume_assume_56, %assume_57, %assume_assume_assume_59], strides = [%assume_assume_assume_61, %assume_assume_assume_63, %assume_assume_assume_65, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_67 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_71 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_73 = assume div_by<16>, %assume_assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_75 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_76 = assume div_by<16>, %assume_assume_75 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_78 = assume div_by<8>, %assume_assume_77 : tile<i32>
  %assume_assume_79 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_80 = assume div_by<8>, %assume_assume_79 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_82 = assume div_by<8>, %assume_assume_81 : tile<i32>
  %tview_83 = make_tensor_view %assume_21, shape = [%assume_71, %assume_assume_assume_73, %assume_74, %assume_assume_assume_76], strides = [%assume_assume_assume_78, %assume_assume_assume_80, %assume_assume_assume_82, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_84, %blockId_y_85, %blockId_z_86 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %assume_57 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %assume_57 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %assume_57, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %assume_57 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %10 = divi %assume_57, %assume_32 signed rounding<negative_inf> : tile<i32>
  %11 = divi %9, %10 signed rounding<negative_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x8xf32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %cst_0_i32_89 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_90 = constant <i32: 0> : tile<i32>
  %pview_91 = make_partition_view %tview_53 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %reshape = reshape %arg68 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %pview_92 = make_partition_view %tview_66 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %12 = exti %1 signed : tile<i32> -> tile<i64>
  %13 = exti %assume_assume_67 signed : tile<i32> -> tile<i64>
  %14 = muli %12, %13 : tile<i64>
  %15 = exti %assume_68 signed : tile<i32> -> tile<i64>
  %16 = exti %9 signed : tile<i32> -> tile<i64>
  %17 = muli %16, %cst_1_i64 : tile<i64>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %18 = exti %1 signed : tile<i32> -> tile<i64>
  %19 = exti %assume_assume_69 signed : tile<i32> -> tile<i64>
  %20 = muli %18, %19 : tile<i64>
  %21 = exti %assume_70 signed : tile<i32> -> tile<i64>
  %22 = exti %9 signed : tile<i32> -> tile<i64>
  %23 = muli %22, %cst_1_i64_30 : tile<i64>
  %cst_0_bf16_93 = constant <bf16: 0.000000e+00> : tile<bf16>
  %pview_94 = make_partition_view %tview_83 : partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32_87 to %cst_128_i32, step %cst_1_i32_88) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x8xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%1, %loopIdx, %11, %cst_0_i32_89] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xbf16>, token
    %reshape_95 = reshape %tile : tile<1x1x1x128xbf16> -> tile<128xbf16>
    %24 = ftof %reshape_95  : tile<128xbf16> -> tile<128xf32>
    %tile_96, %result_token_97 = load_view_tko weak %pview_91[%1, %loopIdx, %11, %cst_0_i32_90] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xbf16>, token
    %reshape_98 = reshape %tile_96 : tile<1x1x1x128xbf16> -> tile<128xbf16>
    %25 = ftof %reshape_98  : tile<128xbf16> -> tile<128xf32>
    %26 = mulf %24, %bcast  : tile<128xf32>
    %tile_99, %result_token_100 = load_view_tko weak %pview_92[%1, %loopIdx, %9, %blockId_y_85] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xbf16>, token
    %reshape_101 = reshape %tile_99 : tile<1x1x1x8xbf16> -> tile<8xbf16>
    %27 = ftof %reshape_101  : tile<8xbf16> -> tile<8xf32>
    %28 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %29 = muli %28, %15 : tile<i64>
    %30 = addi %14, %29 : tile<i64>
    %31 = addi %30, %17 : tile<i64>
    %32 = offset %assume_17, %31 : tile<ptr<bf16>>, tile<i64> -> tile<ptr<bf16>>
    %assume_102 = assume div_by<2>, %32 : tile<ptr<bf16>>
    %result, %result_token_103 = load_ptr_tko weak %assume_102, %cst_0_bf16 token=%0 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %33 = ftof %result  : tile<bf16> -> tile<f32>
    %34 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %35 = muli %34, %21 : tile<i64>
    %36 = addi %20, %35 : tile<i64>
    %37 = addi %36, %23 : tile<i64>
    %38 = offset %assume_19, %37 : tile<ptr<bf16>>, tile<i64> -> tile<ptr<bf16>>
    %assume_104 = assume div_by<2>, %38 : tile<ptr<bf16>>
    %result_105, %result_token_106 = load_ptr_tko weak %assume_104, %cst_0_bf16_93 token=%0 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %39 = ftof %result_105  : tile<bf16> -> tile<f32>
    %40 = exp %33  : tile<f32>
    %reshape_107 = reshape %40 : tile<f32> -> tile<1x1xf32>
    %bcast_108 = broadcast %reshape_107 : tile<1x1xf32> -> tile<128x8xf32>
    %41 = mulf %iterArg0, %bcast_108  : tile<128x8xf32>
    %reshape_109 = reshape %25 : tile<128xf32> -> tile<128x1xf32>
    %bcast_110 = broadcast %reshape_109 : tile<128x1xf32> -> tile<128x8xf32>
    %42 = mulf %41, %bcast_110  : tile<128x8xf32>
    %reduce = reduce %42 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %50 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %50 : tile<f32>
    }
    %43 = subf %27, %reduce  : tile<8xf32>
    %reshape_111 = reshape %39 : tile<f32> -> tile<1xf32>
    %bcast_112 = broadcast %reshape_111 : tile<1xf32> -> tile<8xf32>
    %44 = mulf %43, %bcast_112  : tile<8xf32>
    %reshape_113 = reshape %44 : tile<8xf32> -> tile<1x8xf32>
    %bcast_114 = broadcast %reshape_109 : tile<128x1xf32> -> tile<128x8xf32>
    %bcast_115 = broadcast %reshape_113 : tile<1x8xf32> -> tile<128x8xf32>
    %45 = mulf %bcast_114, %bcast_115  : tile<128x8xf32>
    %46 = addf %41, %45  : tile<128x8xf32>
    %reshape_116 = reshape %26 : tile<128xf32> -> tile<128x1xf32>
    %bcast_117 = broadcast %reshape_116 : tile<128x1xf32> -> tile<128x8xf32>
    %47 = mulf %46, %bcast_117  : tile<128x8xf32>
    %reduce_118 = reduce %47 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %50 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %50 : tile<f32>
    }
    %reshape_119 = reshape %reduce_118 : tile<8xf32> -> tile<1x1x1x8xf32>
    %48 = ftof %reshape_119  : tile<1x1x1x8xf32> -> tile<1x1x1x8xbf16>
    %49 = store_view_tko weak %48, %pview_94[%1, %loopIdx, %9, %blockId_y_85] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x1x1x8xbf16>, partition_view<tile=(1x1x1x8), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
    continue %46 : tile<128x8xf32>
  }
  return
}
