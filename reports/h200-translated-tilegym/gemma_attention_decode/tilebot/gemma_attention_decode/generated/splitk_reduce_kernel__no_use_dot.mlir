entry @splitk_reduce_kernel__no_use_dot_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_90 = {occupancy = 4}> {
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_1_i32_0 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %cst_64_i32_2 = constant <i32: 64> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_5 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %0 = make_token : token
  %assume_12 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_12, shape = [%assume, %assume_3, %assume_4, %assume_assume], strides = [%assume_assume_7, %assume_assume_9, %assume_assume_11, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_13 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_14 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %1 = make_token : token
  %assume_22 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_23 = make_tensor_view %assume_22, shape = [%assume_14, %assume_15, %assume_assume_17], strides = [%assume_assume_19, %assume_assume_21, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_128_i32_25 = constant <i32: 128> : tile<i32>
  %cst_8_i32_26 = constant <i32: 8> : tile<i32>
  %cst_64_i32_27 = constant <i32: 64> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_64_i32_30 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_31, %blockId_y_32, %blockId_z_33 = get_tile_block_id : tile<i32>
  %assume_blockId_x_34 = assume bounded<0, ?>, %blockId_x_31 : tile<i32>
  %assume_blockId_y_35 = assume bounded<0, ?>, %blockId_y_32 : tile<i32>
  %assume_blockId_z_36 = assume bounded<0, ?>, %blockId_z_33 : tile<i32>
  %blockId_x_37, %blockId_y_38, %blockId_z_39 = get_tile_block_id : tile<i32>
  %assume_blockId_x_40 = assume bounded<0, ?>, %blockId_x_37 : tile<i32>
  %assume_blockId_y_41 = assume bounded<0, ?>, %blockId_y_38 : tile<i32>
  %assume_blockId_z_42 = assume bounded<0, ?>, %blockId_z_39 : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_43 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_44 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_45 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %assume_blockId_y_35, %cst_0_i32, %assume_blockId_z_42] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf16>, token
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %cst_1_i32_48 = constant <i32: 1> : tile<i32>
  %cst_64_i32_49 = constant <i32: 64> : tile<i32>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %cst_64_i32_51 = constant <i32: 64> : tile<i32>
  %reshape = reshape %tile : tile<1x1x1x64xf16> -> tile<1x64xf16>
  %2 = iota : tile<1xi32>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %reshape_53 = reshape %assume_blockId_x : tile<i32> -> tile<i32>
  %bcast = broadcast %reshape_53 : tile<i32> -> tile<i32>
  %3 = exti %bcast signed : tile<i32> -> tile<i64>
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %reshape_55 = reshape %3 : tile<i64> -> tile<1xi64>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %cst_1_i32_57 = constant <i32: 1> : tile<i32>
  %bcast_58 = broadcast %reshape_55 : tile<1xi64> -> tile<1xi64>
  %4 = exti %arg10 signed : tile<i32> -> tile<i64>
  %cst_1_i32_59 = constant <i32: 1> : tile<i32>
  %reshape_60 = reshape %4 : tile<i64> -> tile<1xi64>
  %cst_1_i32_61 = constant <i32: 1> : tile<i32>
  %cst_1_i32_62 = constant <i32: 1> : tile<i32>
  %bcast_63 = broadcast %reshape_60 : tile<1xi64> -> tile<1xi64>
  %5 = cmpi less_than %bcast_58, %bcast_63, unsigned : tile<1xi64> -> tile<1xi1>
  %6 = exti %arg13 signed : tile<i32> -> tile<i64>
  %cst_1_i32_64 = constant <i32: 1> : tile<i32>
  %reshape_65 = reshape %6 : tile<i64> -> tile<1xi64>
  %cst_1_i32_66 = constant <i32: 1> : tile<i32>
  %cst_1_i32_67 = constant <i32: 1> : tile<i32>
  %bcast_68 = broadcast %reshape_65 : tile<1xi64> -> tile<1xi64>
  %7 = muli %bcast_58, %bcast_68 : tile<1xi64>
  %cst_1_i32_69 = constant <i32: 1> : tile<i32>
  %reshape_70 = reshape %assume_blockId_y_35 : tile<i32> -> tile<i32>
  %bcast_71 = broadcast %reshape_70 : tile<i32> -> tile<i32>
  %8 = exti %bcast_71 signed : tile<i32> -> tile<i64>
  %cst_1_i32_72 = constant <i32: 1> : tile<i32>
  %reshape_73 = reshape %8 : tile<i64> -> tile<1xi64>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %bcast_76 = broadcast %reshape_73 : tile<1xi64> -> tile<1xi64>
  %9 = exti %arg11 signed : tile<i32> -> tile<i64>
  %cst_1_i32_77 = constant <i32: 1> : tile<i32>
  %reshape_78 = reshape %9 : tile<i64> -> tile<1xi64>
  %cst_1_i32_79 = constant <i32: 1> : tile<i32>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %bcast_81 = broadcast %reshape_78 : tile<1xi64> -> tile<1xi64>
  %10 = cmpi less_than %bcast_76, %bcast_81, unsigned : tile<1xi64> -> tile<1xi1>
  %11 = andi %5, %10 : tile<1xi1>
  %12 = addi %7, %bcast_76 : tile<1xi64>
  %13 = exti %2 signed : tile<1xi32> -> tile<1xi64>
  %14 = exti %arg12 signed : tile<i32> -> tile<i64>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %reshape_83 = reshape %14 : tile<i64> -> tile<1xi64>
  %cst_1_i32_84 = constant <i32: 1> : tile<i32>
  %cst_1_i32_85 = constant <i32: 1> : tile<i32>
  %bcast_86 = broadcast %reshape_83 : tile<1xi64> -> tile<1xi64>
  %15 = cmpi less_than %13, %bcast_86, unsigned : tile<1xi64> -> tile<1xi1>
  %16 = andi %11, %15 : tile<1xi1>
  %17 = addi %12, %13 : tile<1xi64>
  %cst_1_i32_87 = constant <i32: 1> : tile<i32>
  %reshape_88 = reshape %assume_13 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_89 = constant <i32: 1> : tile<i32>
  %cst_1_i32_90 = constant <i32: 1> : tile<i32>
  %bcast_91 = broadcast %reshape_88 : tile<1xptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_92 = constant <i32: 1> : tile<i32>
  %18 = offset %bcast_91, %17 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_93 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_94 = broadcast %reshape_93 : tile<1xf32> -> tile<1xf32>
  %result, %result_token_95 = load_ptr_tko weak %18, %16, %bcast_94 : tile<1xptr<f32>>, tile<1xi1>, tile<1xf32> -> tile<1xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %26 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %26 : tile<f32>
  }
  %cst_1_i32_96 = constant <i32: 1> : tile<i32>
  %reshape_97 = reshape %reduce : tile<f32> -> tile<1xf32>
  %cst_1_i32_98 = constant <i32: 1> : tile<i32>
  %cst_1_i32_99 = constant <i32: 1> : tile<i32>
  %bcast_100 = broadcast %reshape_97 : tile<1xf32> -> tile<1xf32>
  %19 = subf %result, %bcast_100  : tile<1xf32>
  %20 = exp2 %19 : tile<1xf32>
  %reduce_101 = reduce %20 dim=0 identities=[0.000000e+00 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %26 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %26 : tile<f32>
  }
  %cst_1_i32_102 = constant <i32: 1> : tile<i32>
  %cst_1_i32_103 = constant <i32: 1> : tile<i32>
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %reshape_105 = reshape %20 : tile<1xf32> -> tile<1x1xf32>
  %21 = ftof %reshape  : tile<1x64xf16> -> tile<1x64xf32>
  %cst_1_i32_106 = constant <i32: 1> : tile<i32>
  %cst_1_i32_107 = constant <i32: 1> : tile<i32>
  %cst_1_i32_108 = constant <i32: 1> : tile<i32>
  %cst_64_i32_109 = constant <i32: 64> : tile<i32>
  %bcast_110 = broadcast %reshape_105 : tile<1x1xf32> -> tile<1x64xf32>
  %22 = mulf %21, %bcast_110  : tile<1x64xf32>
  %reduce_111 = reduce %22 dim=0 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %26 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %26 : tile<f32>
  }
  %cst_64_i32_112 = constant <i32: 64> : tile<i32>
  %cst_64_i32_113 = constant <i32: 64> : tile<i32>
  %reshape_114 = reshape %reduce_111 : tile<64xf32> -> tile<64xf32>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %reshape_116 = reshape %reduce_101 : tile<f32> -> tile<1xf32>
  %cst_1_i32_117 = constant <i32: 1> : tile<i32>
  %cst_64_i32_118 = constant <i32: 64> : tile<i32>
  %bcast_119 = broadcast %reshape_116 : tile<1xf32> -> tile<64xf32>
  %23 = divf %reshape_114, %bcast_119  : tile<64xf32>
  %24 = ftof %23  : tile<64xf32> -> tile<64xf16>
  %cst_64_i32_120 = constant <i32: 64> : tile<i32>
  %cst_1_i32_121 = constant <i32: 1> : tile<i32>
  %cst_1_i32_122 = constant <i32: 1> : tile<i32>
  %cst_64_i32_123 = constant <i32: 64> : tile<i32>
  %reshape_124 = reshape %24 : tile<64xf16> -> tile<1x1x64xf16>
  %pview_125 = make_partition_view %tview_23 : partition_view<tile=(1x1x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %25 = store_view_tko weak %reshape_124, %pview_125[%assume_blockId_x, %assume_blockId_y_35, %assume_blockId_z_42] token = %1 optimization_hints = <sm_90 = {latency = 2}> : tile<1x1x64xf16>, partition_view<tile=(1x1x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
