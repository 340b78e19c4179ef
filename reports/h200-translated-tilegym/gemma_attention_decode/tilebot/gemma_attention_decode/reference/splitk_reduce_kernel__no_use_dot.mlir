entry @_splitk_reduce_kernel_Kt2_A4f16_5s1_7v8l0_8i16t1_p16_A3f32_1v4l0_5s1_6t1_p16_A3f16_1s1_3v8l0_4i16t1_p16_I1_I128_I8_I64_I1_I1_I64_B0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f16>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_80 = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<8>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_5 = assume div_by<4>, %arg13 : tile<i32>
  %assume_6 = assume div_by<16>, %arg16 : tile<ptr<f16>>
  %assume_7 = assume div_by<16>, %arg19 : tile<i32>
  %assume_8 = assume div_by<8>, %arg20 : tile<i32>
  %assume_9 = assume div_by<8>, %arg21 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_14 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_15 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_16 = constant <i64: 1> : tile<1xi64>
  %assume_17 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_18 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_19 = assume div_by<8>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_21 = assume div_by<8>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_19 : tile<i32>
  %assume_assume_assume_assume_24 = assume div_by<8>, %assume_assume_assume_23 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_17, 1, %assume_assume_assume], strides = [%assume_assume_assume_assume, %assume_assume_assume_21, %assume_assume_assume_assume_24, 1] : tile<i32> -> tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>
  %assume_25 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_31 = assume div_by<8>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %assume_assume_assume_assume_34 = assume div_by<8>, %assume_assume_assume_31 : tile<i32>
  %tview_35 = make_tensor_view %assume_6, shape = [1, %assume_27, %assume_assume_assume_29], strides = [%assume_assume_assume_assume_34, %assume_assume_assume_33, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_36, %blockId_y_37, %blockId_z_38 = get_tile_block_id : tile<i32>
  %blockId_x_39, %blockId_y_40, %blockId_z_41 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_37, %cst_0_i32, %blockId_z_41] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf16>, token
  %reshape = reshape %tile : tile<1x1x1x64xf16> -> tile<1x64xf16>
  %1 = iota : tile<1xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_42 = reshape %2 : tile<i64> -> tile<1xi64>
  %3 = cmpi less_than %reshape_42, %cst_1_i64, unsigned : tile<1xi64> -> tile<1xi1>
  %4 = exti %assume_assume_26 signed : tile<i32> -> tile<i64>
  %reshape_43 = reshape %4 : tile<i64> -> tile<1xi64>
  %5 = muli %reshape_42, %reshape_43 : tile<1xi64>
  %6 = exti %blockId_y_37 signed : tile<i32> -> tile<i64>
  %reshape_44 = reshape %6 : tile<i64> -> tile<1xi64>
  %7 = exti %assume_25 signed : tile<i32> -> tile<i64>
  %reshape_45 = reshape %7 : tile<i64> -> tile<1xi64>
  %8 = cmpi less_than %reshape_44, %reshape_45, unsigned : tile<1xi64> -> tile<1xi1>
  %9 = andi %3, %8 : tile<1xi1>
  %10 = muli %reshape_44, %cst_1_i64_14 : tile<1xi64>
  %11 = addi %5, %10 : tile<1xi64>
  %12 = exti %1 signed : tile<1xi32> -> tile<1xi64>
  %13 = cmpi less_than %12, %cst_1_i64_15, unsigned : tile<1xi64> -> tile<1xi1>
  %14 = andi %9, %13 : tile<1xi1>
  %15 = muli %12, %cst_1_i64_16 : tile<1xi64>
  %16 = addi %11, %15 : tile<1xi64>
  %reshape_46 = reshape %assume_4 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %17 = offset %reshape_46, %16 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %assume_47 = assume div_by<4>, %17 : tile<1xptr<f32>>
  %reshape_48 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %result, %result_token_49 = load_ptr_tko weak %assume_47, %14, %reshape_48 token=%0 : tile<1xptr<f32>>, tile<1xi1>, tile<1xf32> -> tile<1xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %25 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %25 : tile<f32>
  }
  %reshape_50 = reshape %reduce : tile<f32> -> tile<1xf32>
  %18 = subf %result, %reshape_50  : tile<1xf32>
  %19 = exp2 %18 : tile<1xf32>
  %reduce_51 = reduce %19 dim=0 identities=[0.000000e+00 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %25 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %25 : tile<f32>
  }
  %reshape_52 = reshape %19 : tile<1xf32> -> tile<1x1xf32>
  %20 = ftof %reshape  : tile<1x64xf16> -> tile<1x64xf32>
  %bcast = broadcast %reshape_52 : tile<1x1xf32> -> tile<1x64xf32>
  %21 = mulf %20, %bcast  : tile<1x64xf32>
  %reduce_53 = reduce %21 dim=0 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %25 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %25 : tile<f32>
  }
  %reshape_54 = reshape %reduce_51 : tile<f32> -> tile<1xf32>
  %bcast_55 = broadcast %reshape_54 : tile<1xf32> -> tile<64xf32>
  %22 = divf %reduce_53, %bcast_55  : tile<64xf32>
  %23 = ftof %22  : tile<64xf32> -> tile<64xf16>
  %reshape_56 = reshape %23 : tile<64xf16> -> tile<1x1x64xf16>
  %pview_57 = make_partition_view %tview_35 : partition_view<tile=(1x1x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %24 = store_view_tko weak %reshape_56, %pview_57[%blockId_x, %blockId_y_37, %blockId_z_41] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x1x64xf16>, partition_view<tile=(1x1x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
