entry @_splitk_reduce_kernel_Kt2_A4bf16_5s1_7v8l0_8t1_ai16_p16_A3f32_1v4l0_2i16_5s1_6t1_p16_A3bf16_1s1_3v8l0_4t1_6i16_p16_I1_I129_I16_I512_I1_I1_I128_B0(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<bf16>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_80 = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<4>, %arg13 : tile<i32>
  %assume_8 = assume div_by<16>, %arg16 : tile<ptr<bf16>>
  %assume_9 = assume div_by<16>, %arg18 : tile<i32>
  %assume_10 = assume div_by<16>, %arg19 : tile<i32>
  %assume_11 = assume div_by<8>, %arg20 : tile<i32>
  %assume_12 = assume div_by<8>, %arg21 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_17 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_18 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_19 = constant <i64: 1> : tile<1xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_25 = assume div_by<8>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_27 = assume div_by<8>, %assume_assume_26 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_23 : tile<i32>
  %assume_assume_assume_assume_28 = assume div_by<8>, %assume_assume_assume_27 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, 1, %assume_assume_assume_21], strides = [%assume_assume_assume_assume, %assume_assume_assume_25, %assume_assume_assume_assume_28, 1] : tile<i32> -> tensor_view<1x?x1x?xbf16, strides=[?,?,?,1]>
  %assume_assume_29 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_34 = assume div_by<16>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_38 = assume div_by<8>, %assume_assume_37 : tile<i32>
  %assume_assume_assume_assume_39 = assume div_by<8>, %assume_assume_assume_36 : tile<i32>
  %tview_40 = make_tensor_view %assume_8, shape = [1, %assume_assume_assume_32, %assume_assume_assume_34], strides = [%assume_assume_assume_assume_39, %assume_assume_assume_38, 1] : tile<i32> -> tensor_view<1x?x?xbf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_41, %blockId_y_42, %blockId_z_43 = get_tile_block_id : tile<i32>
  %blockId_x_44, %blockId_y_45, %blockId_z_46 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x?x1x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_42, %cst_0_i32, %blockId_z_46] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x?x1x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xbf16>, token
  %reshape = reshape %tile : tile<1x1x1x128xbf16> -> tile<1x128xbf16>
  %1 = iota : tile<1xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_47 = reshape %2 : tile<i64> -> tile<1xi64>
  %3 = cmpi less_than %reshape_47, %cst_1_i64, unsigned : tile<1xi64> -> tile<1xi1>
  %4 = exti %assume_assume_30 signed : tile<i32> -> tile<i64>
  %reshape_48 = reshape %4 : tile<i64> -> tile<1xi64>
  %5 = muli %reshape_47, %reshape_48 : tile<1xi64>
  %6 = exti %blockId_y_42 signed : tile<i32> -> tile<i64>
  %reshape_49 = reshape %6 : tile<i64> -> tile<1xi64>
  %7 = exti %assume_assume_29 signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %7 : tile<i64> -> tile<1xi64>
  %8 = cmpi less_than %reshape_49, %reshape_50, unsigned : tile<1xi64> -> tile<1xi1>
  %9 = andi %3, %8 : tile<1xi1>
  %10 = muli %reshape_49, %cst_1_i64_17 : tile<1xi64>
  %11 = addi %5, %10 : tile<1xi64>
  %12 = exti %1 signed : tile<1xi32> -> tile<1xi64>
  %13 = cmpi less_than %12, %cst_1_i64_18, unsigned : tile<1xi64> -> tile<1xi1>
  %14 = andi %9, %13 : tile<1xi1>
  %15 = muli %12, %cst_1_i64_19 : tile<1xi64>
  %16 = addi %11, %15 : tile<1xi64>
  %reshape_51 = reshape %assume_5 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %17 = offset %reshape_51, %16 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %assume_52 = assume div_by<4>, %17 : tile<1xptr<f32>>
  %reshape_53 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %result, %result_token_54 = load_ptr_tko weak %assume_52, %14, %reshape_53 token=%0 : tile<1xptr<f32>>, tile<1xi1>, tile<1xf32> -> tile<1xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %25 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %25 : tile<f32>
  }
  %reshape_55 = reshape %reduce : tile<f32> -> tile<1xf32>
  %18 = subf %result, %reshape_55  : tile<1xf32>
  %19 = exp2 %18 : tile<1xf32>
  %reduce_56 = reduce %19 dim=0 identities=[0.000000e+00 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %25 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %25 : tile<f32>
  }
  %reshape_57 = reshape %19 : tile<1xf32> -> tile<1x1xf32>
  %20 = ftof %reshape  : tile<1x128xbf16> -> tile<1x128xf32>
  %bcast = broadcast %reshape_57 : tile<1x1xf32> -> tile<1x128xf32>
  %21 = mulf %20, %bcast  : tile<1x128xf32>
  %reduce_58 = reduce %21 dim=0 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %25 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %25 : tile<f32>
  }
  %reshape_59 = reshape %reduce_56 : tile<f32> -> tile<1xf32>
  %bcast_60 = broadcast %reshape_59 : tile<1xf32> -> tile<128xf32>
  %22 = divf %reduce_58, %bcast_60  : tile<128xf32>
  %23 = ftof %22  : tile<128xf32> -> tile<128xbf16>
  %reshape_61 = reshape %23 : tile<128xbf16> -> tile<1x1x128xbf16>
  %pview_62 = make_partition_view %tview_40 : partition_view<tile=(1x1x128), tensor_view<1x?x?xbf16, strides=[?,?,1]>>
  %24 = store_view_tko weak %reshape_61, %pview_62[%blockId_x, %blockId_y_42, %blockId_z_46] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x1x128xbf16>, partition_view<tile=(1x1x128), tensor_view<1x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
