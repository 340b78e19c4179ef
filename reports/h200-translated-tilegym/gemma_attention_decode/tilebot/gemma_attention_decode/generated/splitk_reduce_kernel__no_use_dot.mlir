entry @splitk_reduce_kernel__no_use_dot_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_90 = {occupancy = 4}> {
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_1_i32_0 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %cst_64_i32_2 = constant <i32: 64> : tile<i32>
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_4 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %0 = make_token : token
  %assume_9 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_9, shape = [1, %assume, 1, %assume_3], strides = [%assume_assume, %assume_assume_6, %assume_assume_8, 1] : tile<i32> -> tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>
  %assume_10 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_11 = assume div_by<4>, %arg13 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %1 = make_token : token
  %assume_18 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_19 = make_tensor_view %assume_18, shape = [1, %assume_12, %assume_13], strides = [%assume_assume_15, %assume_assume_17, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %cst_128_i32_21 = constant <i32: 128> : tile<i32>
  %cst_8_i32_22 = constant <i32: 8> : tile<i32>
  %cst_64_i32_23 = constant <i32: 64> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_64_i32_26 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_27, %blockId_y_28, %blockId_z_29 = get_tile_block_id : tile<i32>
  %assume_blockId_x_30 = assume bounded<0, ?>, %blockId_x_27 : tile<i32>
  %assume_blockId_y_31 = assume bounded<0, ?>, %blockId_y_28 : tile<i32>
  %assume_blockId_z_32 = assume bounded<0, ?>, %blockId_z_29 : tile<i32>
  %blockId_x_33, %blockId_y_34, %blockId_z_35 = get_tile_block_id : tile<i32>
  %assume_blockId_x_36 = assume bounded<0, ?>, %blockId_x_33 : tile<i32>
  %assume_blockId_y_37 = assume bounded<0, ?>, %blockId_y_34 : tile<i32>
  %assume_blockId_z_38 = assume bounded<0, ?>, %blockId_z_35 : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_41 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %assume_blockId_y_31, %cst_0_i32, %assume_blockId_z_38] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf16>, token
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_1_i32_44 = constant <i32: 1> : tile<i32>
  %cst_64_i32_45 = constant <i32: 64> : tile<i32>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %cst_64_i32_47 = constant <i32: 64> : tile<i32>
  %reshape = reshape %tile : tile<1x1x1x64xf16> -> tile<1x64xf16>
  %2 = iota : tile<1xi32>
  %cst_1_i32_48 = constant <i32: 1> : tile<i32>
  %reshape_49 = reshape %assume_blockId_x : tile<i32> -> tile<i32>
  %bcast = broadcast %reshape_49 : tile<i32> -> tile<i32>
  %3 = exti %bcast signed : tile<i32> -> tile<i64>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %reshape_51 = reshape %3 : tile<i64> -> tile<1xi64>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %cst_1_i32_53 = constant <i32: 1> : tile<i32>
  %bcast_54 = broadcast %reshape_51 : tile<1xi64> -> tile<1xi64>
  %cst_1_i32_55 = constant <i32: 1> : tile<i32>
  %4 = exti %cst_1_i32_55 signed : tile<i32> -> tile<i64>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %reshape_57 = reshape %4 : tile<i64> -> tile<1xi64>
  %cst_1_i32_58 = constant <i32: 1> : tile<i32>
  %cst_1_i32_59 = constant <i32: 1> : tile<i32>
  %bcast_60 = broadcast %reshape_57 : tile<1xi64> -> tile<1xi64>
  %5 = cmpi less_than %bcast_54, %bcast_60, unsigned : tile<1xi64> -> tile<1xi1>
  %6 = exti %assume_11 signed : tile<i32> -> tile<i64>
  %cst_1_i32_61 = constant <i32: 1> : tile<i32>
  %reshape_62 = reshape %6 : tile<i64> -> tile<1xi64>
  %cst_1_i32_63 = constant <i32: 1> : tile<i32>
  %cst_1_i32_64 = constant <i32: 1> : tile<i32>
  %bcast_65 = broadcast %reshape_62 : tile<1xi64> -> tile<1xi64>
  %7 = muli %bcast_54, %bcast_65 : tile<1xi64>
  %cst_1_i32_66 = constant <i32: 1> : tile<i32>
  %reshape_67 = reshape %assume_blockId_y_31 : tile<i32> -> tile<i32>
  %bcast_68 = broadcast %reshape_67 : tile<i32> -> tile<i32>
  %8 = exti %bcast_68 signed : tile<i32> -> tile<i64>
  %cst_1_i32_69 = constant <i32: 1> : tile<i32>
  %reshape_70 = reshape %8 : tile<i64> -> tile<1xi64>
  %cst_1_i32_71 = constant <i32: 1> : tile<i32>
  %cst_1_i32_72 = constant <i32: 1> : tile<i32>
  %bcast_73 = broadcast %reshape_70 : tile<1xi64> -> tile<1xi64>
  %9 = exti %arg11 signed : tile<i32> -> tile<i64>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %reshape_75 = reshape %9 : tile<i64> -> tile<1xi64>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %cst_1_i32_77 = constant <i32: 1> : tile<i32>
  %bcast_78 = broadcast %reshape_75 : tile<1xi64> -> tile<1xi64>
  %10 = cmpi less_than %bcast_73, %bcast_78, unsigned : tile<1xi64> -> tile<1xi1>
  %11 = andi %5, %10 : tile<1xi1>
  %12 = addi %7, %bcast_73 : tile<1xi64>
  %13 = exti %2 signed : tile<1xi32> -> tile<1xi64>
  %cst_1_i32_79 = constant <i32: 1> : tile<i32>
  %14 = exti %cst_1_i32_79 signed : tile<i32> -> tile<i64>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %reshape_81 = reshape %14 : tile<i64> -> tile<1xi64>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %bcast_84 = broadcast %reshape_81 : tile<1xi64> -> tile<1xi64>
  %15 = cmpi less_than %13, %bcast_84, unsigned : tile<1xi64> -> tile<1xi1>
  %16 = andi %11, %15 : tile<1xi1>
  %17 = addi %12, %13 : tile<1xi64>
  %cst_1_i32_85 = constant <i32: 1> : tile<i32>
  %reshape_86 = reshape %assume_10 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_87 = constant <i32: 1> : tile<i32>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %bcast_89 = broadcast %reshape_86 : tile<1xptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_90 = constant <i32: 1> : tile<i32>
  %18 = offset %bcast_89, %17 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_91 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_92 = broadcast %reshape_91 : tile<1xf32> -> tile<1xf32>
  %result, %result_token_93 = load_ptr_tko weak %18, %16, %bcast_92 : tile<1xptr<f32>>, tile<1xi1>, tile<1xf32> -> tile<1xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %26 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %26 : tile<f32>
  }
  %cst_1_i32_94 = constant <i32: 1> : tile<i32>
  %reshape_95 = reshape %reduce : tile<f32> -> tile<1xf32>
  %cst_1_i32_96 = constant <i32: 1> : tile<i32>
  %cst_1_i32_97 = constant <i32: 1> : tile<i32>
  %bcast_98 = broadcast %reshape_95 : tile<1xf32> -> tile<1xf32>
  %19 = subf %result, %bcast_98  : tile<1xf32>
  %20 = exp2 %19 : tile<1xf32>
  %reduce_99 = reduce %20 dim=0 identities=[0.000000e+00 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %26 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %26 : tile<f32>
  }
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %cst_1_i32_101 = constant <i32: 1> : tile<i32>
  %cst_1_i32_102 = constant <i32: 1> : tile<i32>
  %reshape_103 = reshape %20 : tile<1xf32> -> tile<1x1xf32>
  %21 = ftof %reshape  : tile<1x64xf16> -> tile<1x64xf32>
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %cst_1_i32_106 = constant <i32: 1> : tile<i32>
  %cst_64_i32_107 = constant <i32: 64> : tile<i32>
  %bcast_108 = broadcast %reshape_103 : tile<1x1xf32> -> tile<1x64xf32>
  %22 = mulf %21, %bcast_108  : tile<1x64xf32>
  %reduce_109 = reduce %22 dim=0 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %26 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %26 : tile<f32>
  }
  %cst_64_i32_110 = constant <i32: 64> : tile<i32>
  %cst_64_i32_111 = constant <i32: 64> : tile<i32>
  %reshape_112 = reshape %reduce_109 : tile<64xf32> -> tile<64xf32>
  %cst_1_i32_113 = constant <i32: 1> : tile<i32>
  %reshape_114 = reshape %reduce_99 : tile<f32> -> tile<1xf32>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %cst_64_i32_116 = constant <i32: 64> : tile<i32>
  %bcast_117 = broadcast %reshape_114 : tile<1xf32> -> tile<64xf32>
  %23 = divf %reshape_112, %bcast_117  : tile<64xf32>
  %24 = ftof %23  : tile<64xf32> -> tile<64xf16>
  %cst_64_i32_118 = constant <i32: 64> : tile<i32>
  %cst_1_i32_119 = constant <i32: 1> : tile<i32>
  %cst_1_i32_120 = constant <i32: 1> : tile<i32>
  %cst_64_i32_121 = constant <i32: 64> : tile<i32>
  %reshape_122 = reshape %24 : tile<64xf16> -> tile<1x1x64xf16>
  %cst_1_i32_123 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_124 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_125 = constant <i32: -1> : tile<i32>
  %pview_126 = make_partition_view %tview_19 : partition_view<tile=(1x1x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %25 = store_view_tko weak %reshape_122, %pview_126[%assume_blockId_x, %assume_blockId_y_31, %assume_blockId_z_38] token = %1 optimization_hints = <sm_90 = {latency = 2}> : tile<1x1x64xf16>, partition_view<tile=(1x1x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
