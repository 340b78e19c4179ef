entry @_splitk_reduce_kernel_Kt2_A4f16_1s1_7v8l0_8t1_ai16_p16_A3f32_1s1_2i16_3v4l0_4t1_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_I1_I512_I32_I128_I4_I4_I128_B0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f16>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_80 = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<4>, %arg13 : tile<i32>
  %assume_8 = assume div_by<4>, %arg14 : tile<i32>
  %assume_9 = assume div_by<16>, %arg16 : tile<ptr<f16>>
  %assume_10 = assume div_by<16>, %arg18 : tile<i32>
  %assume_11 = assume div_by<16>, %arg19 : tile<i32>
  %assume_12 = assume div_by<8>, %arg20 : tile<i32>
  %assume_13 = assume div_by<8>, %arg21 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<4xi64>
  %cst_1_i64_17 = constant <i64: 1> : tile<4xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_19 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_20 = assume div_by<16>, %assume_assume_19 : tile<i32>
  %assume_assume_21 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_22 = assume div_by<8>, %assume_assume_21 : tile<i32>
  %assume_assume_23 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_24 = assume div_by<8>, %assume_assume_23 : tile<i32>
  %assume_assume_25 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_26 = assume div_by<8>, %assume_assume_25 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_22 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_18, %assume_assume_assume_20], strides = [%assume_assume_assume_assume, %assume_assume_assume_24, %assume_assume_assume_26, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_assume_27 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_34 = assume div_by<16>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_38 = assume div_by<8>, %assume_assume_37 : tile<i32>
  %assume_assume_assume_assume_39 = assume div_by<8>, %assume_assume_assume_36 : tile<i32>
  %tview_40 = make_tensor_view %assume_9, shape = [1, %assume_assume_assume_32, %assume_assume_assume_34], strides = [%assume_assume_assume_assume_39, %assume_assume_assume_38, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_41, %blockId_y_42, %blockId_z_43 = get_tile_block_id : tile<i32>
  %blockId_x_44, %blockId_y_45, %blockId_z_46 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x4x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_42, %cst_0_i32, %blockId_z_46] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x4x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x4x128xf16>, token
  %reshape = reshape %tile : tile<1x1x4x128xf16> -> tile<4x128xf16>
  %1 = iota : tile<4xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_47 = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape_47 : tile<1xi64> -> tile<4xi64>
  %3 = cmpi less_than %bcast, %cst_1_i64, unsigned : tile<4xi64> -> tile<4xi1>
  %4 = exti %assume_assume_29 signed : tile<i32> -> tile<i64>
  %reshape_48 = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast_49 = broadcast %reshape_48 : tile<1xi64> -> tile<4xi64>
  %5 = muli %bcast, %bcast_49 : tile<4xi64>
  %6 = exti %blockId_y_42 signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_51 = broadcast %reshape_50 : tile<1xi64> -> tile<4xi64>
  %7 = exti %assume_assume_27 signed : tile<i32> -> tile<i64>
  %reshape_52 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_53 = broadcast %reshape_52 : tile<1xi64> -> tile<4xi64>
  %8 = cmpi less_than %bcast_51, %bcast_53, unsigned : tile<4xi64> -> tile<4xi1>
  %9 = andi %3, %8 : tile<4xi1>
  %10 = exti %assume_assume_30 signed : tile<i32> -> tile<i64>
  %reshape_54 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_55 = broadcast %reshape_54 : tile<1xi64> -> tile<4xi64>
  %11 = muli %bcast_51, %bcast_55 : tile<4xi64>
  %12 = addi %5, %11 : tile<4xi64>
  %13 = exti %1 signed : tile<4xi32> -> tile<4xi64>
  %14 = exti %assume_28 signed : tile<i32> -> tile<i64>
  %reshape_56 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_57 = broadcast %reshape_56 : tile<1xi64> -> tile<4xi64>
  %15 = cmpi less_than %13, %bcast_57, unsigned : tile<4xi64> -> tile<4xi1>
  %16 = andi %9, %15 : tile<4xi1>
  %17 = muli %13, %cst_1_i64_17 : tile<4xi64>
  %18 = addi %12, %17 : tile<4xi64>
  %reshape_58 = reshape %assume_5 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_59 = broadcast %reshape_58 : tile<1xptr<f32>> -> tile<4xptr<f32>>
  %19 = offset %bcast_59, %18 : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
  %reshape_60 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_61 = broadcast %reshape_60 : tile<1xf32> -> tile<4xf32>
  %result, %result_token_62 = load_ptr_tko weak %19, %16, %bcast_61 token=%0 : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<4xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %27 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %27 : tile<f32>
  }
  %reshape_63 = reshape %reduce : tile<f32> -> tile<1xf32>
  %bcast_64 = broadcast %reshape_63 : tile<1xf32> -> tile<4xf32>
  %20 = subf %result, %bcast_64  : tile<4xf32>
  %21 = exp2 %20 : tile<4xf32>
  %reduce_65 = reduce %21 dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %27 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %27 : tile<f32>
  }
  %reshape_66 = reshape %21 : tile<4xf32> -> tile<4x1xf32>
  %22 = ftof %reshape  : tile<4x128xf16> -> tile<4x128xf32>
  %bcast_67 = broadcast %reshape_66 : tile<4x1xf32> -> tile<4x128xf32>
  %23 = mulf %22, %bcast_67  : tile<4x128xf32>
  %reduce_68 = reduce %23 dim=0 identities=[0.000000e+00 : f32] : tile<4x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %27 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %27 : tile<f32>
  }
  %reshape_69 = reshape %reduce_65 : tile<f32> -> tile<1xf32>
  %bcast_70 = broadcast %reshape_69 : tile<1xf32> -> tile<128xf32>
  %24 = divf %reduce_68, %bcast_70  : tile<128xf32>
  %25 = ftof %24  : tile<128xf32> -> tile<128xf16>
  %reshape_71 = reshape %25 : tile<128xf16> -> tile<1x1x128xf16>
  %pview_72 = make_partition_view %tview_40 : partition_view<tile=(1x1x128), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %26 = store_view_tko weak %reshape_71, %pview_72[%blockId_x, %blockId_y_42, %blockId_z_46] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x1x128xf16>, partition_view<tile=(1x1x128), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
