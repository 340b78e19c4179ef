entry @splitk_reduce_kernel__no_use_dot_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>) optimization_hints=<sm_90 = {occupancy = 4}> {
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_512_i32_0 = constant <i32: 512> : tile<i32>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_4_i32_1 = constant <i32: 4> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_2 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %0 = make_token : token
  %assume_10 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_10, shape = [1, %assume, %assume_assume, %assume_3], strides = [%assume_assume_5, %assume_assume_7, %assume_assume_9, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_11 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg11 : tile<i32>
  %assume_13 = assume div_by<16>, %arg13 : tile<i32>
  %assume_14 = assume div_by<4>, %arg14 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %1 = make_token : token
  %assume_22 = assume div_by<16>, %arg15 : tile<ptr<f16>>
  %tview_23 = make_tensor_view %assume_22, shape = [1, %assume_15, %assume_assume_17], strides = [%assume_assume_19, %assume_assume_21, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_512_i32_25 = constant <i32: 512> : tile<i32>
  %cst_16_i32_26 = constant <i32: 16> : tile<i32>
  %cst_512_i32_27 = constant <i32: 512> : tile<i32>
  %cst_4_i32_28 = constant <i32: 4> : tile<i32>
  %cst_4_i32_29 = constant <i32: 4> : tile<i32>
  %cst_128_i32_30 = constant <i32: 128> : tile<i32>
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
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_44 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_45 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x4x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %assume_blockId_y_35, %cst_0_i32, %assume_blockId_z_42] token = %0 optimization_hints = <sm_90 = {latency = 2}> : partition_view<tile=(1x1x4x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x4x128xf16>, token
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %cst_4_i32_48 = constant <i32: 4> : tile<i32>
  %cst_128_i32_49 = constant <i32: 128> : tile<i32>
  %cst_4_i32_50 = constant <i32: 4> : tile<i32>
  %cst_128_i32_51 = constant <i32: 128> : tile<i32>
  %reshape = reshape %tile : tile<1x1x4x128xf16> -> tile<4x128xf16>
  %2 = iota : tile<4xi32>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %reshape_53 = reshape %assume_blockId_x : tile<i32> -> tile<i32>
  %bcast = broadcast %reshape_53 : tile<i32> -> tile<i32>
  %3 = exti %bcast signed : tile<i32> -> tile<i64>
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %reshape_55 = reshape %3 : tile<i64> -> tile<1xi64>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %cst_4_i32_57 = constant <i32: 4> : tile<i32>
  %bcast_58 = broadcast %reshape_55 : tile<1xi64> -> tile<4xi64>
  %cst_1_i32_59 = constant <i32: 1> : tile<i32>
  %4 = exti %cst_1_i32_59 signed : tile<i32> -> tile<i64>
  %cst_1_i32_60 = constant <i32: 1> : tile<i32>
  %reshape_61 = reshape %4 : tile<i64> -> tile<1xi64>
  %cst_1_i32_62 = constant <i32: 1> : tile<i32>
  %cst_4_i32_63 = constant <i32: 4> : tile<i32>
  %bcast_64 = broadcast %reshape_61 : tile<1xi64> -> tile<4xi64>
  %5 = cmpi less_than %bcast_58, %bcast_64, unsigned : tile<4xi64> -> tile<4xi1>
  %6 = exti %assume_13 signed : tile<i32> -> tile<i64>
  %cst_1_i32_65 = constant <i32: 1> : tile<i32>
  %reshape_66 = reshape %6 : tile<i64> -> tile<1xi64>
  %cst_1_i32_67 = constant <i32: 1> : tile<i32>
  %cst_4_i32_68 = constant <i32: 4> : tile<i32>
  %bcast_69 = broadcast %reshape_66 : tile<1xi64> -> tile<4xi64>
  %7 = muli %bcast_58, %bcast_69 : tile<4xi64>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %reshape_71 = reshape %assume_blockId_y_35 : tile<i32> -> tile<i32>
  %bcast_72 = broadcast %reshape_71 : tile<i32> -> tile<i32>
  %8 = exti %bcast_72 signed : tile<i32> -> tile<i64>
  %cst_1_i32_73 = constant <i32: 1> : tile<i32>
  %reshape_74 = reshape %8 : tile<i64> -> tile<1xi64>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %cst_4_i32_76 = constant <i32: 4> : tile<i32>
  %bcast_77 = broadcast %reshape_74 : tile<1xi64> -> tile<4xi64>
  %9 = exti %assume_12 signed : tile<i32> -> tile<i64>
  %cst_1_i32_78 = constant <i32: 1> : tile<i32>
  %reshape_79 = reshape %9 : tile<i64> -> tile<1xi64>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %cst_4_i32_81 = constant <i32: 4> : tile<i32>
  %bcast_82 = broadcast %reshape_79 : tile<1xi64> -> tile<4xi64>
  %10 = cmpi less_than %bcast_77, %bcast_82, unsigned : tile<4xi64> -> tile<4xi1>
  %11 = andi %5, %10 : tile<4xi1>
  %12 = exti %assume_14 signed : tile<i32> -> tile<i64>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %reshape_84 = reshape %12 : tile<i64> -> tile<1xi64>
  %cst_1_i32_85 = constant <i32: 1> : tile<i32>
  %cst_4_i32_86 = constant <i32: 4> : tile<i32>
  %bcast_87 = broadcast %reshape_84 : tile<1xi64> -> tile<4xi64>
  %13 = muli %bcast_77, %bcast_87 : tile<4xi64>
  %14 = addi %7, %13 : tile<4xi64>
  %15 = exti %2 signed : tile<4xi32> -> tile<4xi64>
  %16 = exti %arg12 signed : tile<i32> -> tile<i64>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %reshape_89 = reshape %16 : tile<i64> -> tile<1xi64>
  %cst_1_i32_90 = constant <i32: 1> : tile<i32>
  %cst_4_i32_91 = constant <i32: 4> : tile<i32>
  %bcast_92 = broadcast %reshape_89 : tile<1xi64> -> tile<4xi64>
  %17 = cmpi less_than %15, %bcast_92, unsigned : tile<4xi64> -> tile<4xi1>
  %18 = andi %11, %17 : tile<4xi1>
  %19 = addi %14, %15 : tile<4xi64>
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %reshape_94 = reshape %assume_11 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_95 = constant <i32: 1> : tile<i32>
  %cst_4_i32_96 = constant <i32: 4> : tile<i32>
  %bcast_97 = broadcast %reshape_94 : tile<1xptr<f32>> -> tile<4xptr<f32>>
  %cst_4_i32_98 = constant <i32: 4> : tile<i32>
  %20 = offset %bcast_97, %19 : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_99 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_100 = broadcast %reshape_99 : tile<1xf32> -> tile<4xf32>
  %result, %result_token_101 = load_ptr_tko weak %20, %18, %bcast_100 : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<4xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %28 : tile<f32>
  }
  %cst_1_i32_102 = constant <i32: 1> : tile<i32>
  %reshape_103 = reshape %reduce : tile<f32> -> tile<1xf32>
  %cst_1_i32_104 = constant <i32: 1> : tile<i32>
  %cst_4_i32_105 = constant <i32: 4> : tile<i32>
  %bcast_106 = broadcast %reshape_103 : tile<1xf32> -> tile<4xf32>
  %21 = subf %result, %bcast_106  : tile<4xf32>
  %22 = exp2 %21 : tile<4xf32>
  %reduce_107 = reduce %22 dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %28 : tile<f32>
  }
  %cst_4_i32_108 = constant <i32: 4> : tile<i32>
  %cst_4_i32_109 = constant <i32: 4> : tile<i32>
  %cst_1_i32_110 = constant <i32: 1> : tile<i32>
  %reshape_111 = reshape %22 : tile<4xf32> -> tile<4x1xf32>
  %23 = ftof %reshape  : tile<4x128xf16> -> tile<4x128xf32>
  %cst_4_i32_112 = constant <i32: 4> : tile<i32>
  %cst_1_i32_113 = constant <i32: 1> : tile<i32>
  %cst_4_i32_114 = constant <i32: 4> : tile<i32>
  %cst_128_i32_115 = constant <i32: 128> : tile<i32>
  %bcast_116 = broadcast %reshape_111 : tile<4x1xf32> -> tile<4x128xf32>
  %24 = mulf %23, %bcast_116  : tile<4x128xf32>
  %reduce_117 = reduce %24 dim=0 identities=[0.000000e+00 : f32] : tile<4x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %28 : tile<f32>
  }
  %cst_128_i32_118 = constant <i32: 128> : tile<i32>
  %cst_128_i32_119 = constant <i32: 128> : tile<i32>
  %reshape_120 = reshape %reduce_117 : tile<128xf32> -> tile<128xf32>
  %cst_1_i32_121 = constant <i32: 1> : tile<i32>
  %reshape_122 = reshape %reduce_107 : tile<f32> -> tile<1xf32>
  %cst_1_i32_123 = constant <i32: 1> : tile<i32>
  %cst_128_i32_124 = constant <i32: 128> : tile<i32>
  %bcast_125 = broadcast %reshape_122 : tile<1xf32> -> tile<128xf32>
  %25 = divf %reshape_120, %bcast_125  : tile<128xf32>
  %26 = ftof %25  : tile<128xf32> -> tile<128xf16>
  %cst_128_i32_126 = constant <i32: 128> : tile<i32>
  %cst_1_i32_127 = constant <i32: 1> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %cst_128_i32_129 = constant <i32: 128> : tile<i32>
  %reshape_130 = reshape %26 : tile<128xf16> -> tile<1x1x128xf16>
  %cst_1_i32_131 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_132 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_133 = constant <i32: -1> : tile<i32>
  %pview_134 = make_partition_view %tview_23 : partition_view<tile=(1x1x128), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %27 = store_view_tko weak %reshape_130, %pview_134[%assume_blockId_x, %assume_blockId_y_35, %assume_blockId_z_42] token = %1 optimization_hints = <sm_90 = {latency = 2}> : tile<1x1x128xf16>, partition_view<tile=(1x1x128), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
