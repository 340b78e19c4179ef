entry @_splitk_reduce_kernel_Kt2_A4f16_1s1_7v8l0_8i16t1_p16_A3f32_1s1v4_3l0_4t1_p16_A3f16_1s1_3v8l0_4i16t1_p16_I1_I10024_I8_I64_I10_I16_I64_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f16>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_80 = {occupancy = 2}> {
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
  %cst_1_i64 = constant <i64: 1> : tile<16xi64>
  %cst_1_i64_13 = constant <i64: 1> : tile<16xi64>
  %assume_14 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_16 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_17 = assume div_by<8>, %assume_assume_16 : tile<i32>
  %assume_assume_18 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_19 = assume div_by<8>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_21 = assume div_by<8>, %assume_assume_20 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_17 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_14, %assume_15, %assume_assume_assume], strides = [%assume_assume_assume_assume, %assume_assume_assume_19, %assume_assume_assume_21, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_22 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_28 = assume div_by<16>, %assume_assume_27 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_30 = assume div_by<8>, %assume_assume_29 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_32 = assume div_by<8>, %assume_assume_31 : tile<i32>
  %assume_assume_assume_assume_33 = assume div_by<8>, %assume_assume_assume_30 : tile<i32>
  %tview_34 = make_tensor_view %assume_6, shape = [1, %assume_26, %assume_assume_assume_28], strides = [%assume_assume_assume_assume_33, %assume_assume_assume_32, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_35, %blockId_y_36, %blockId_z_37 = get_tile_block_id : tile<i32>
  %blockId_x_38, %blockId_y_39, %blockId_z_40 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x16x64), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_36, %cst_0_i32, %blockId_z_40] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x16x64), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x16x64xf16>, token
  %reshape = reshape %tile : tile<1x1x16x64xf16> -> tile<16x64xf16>
  %1 = iota : tile<16xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_41 = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape_41 : tile<1xi64> -> tile<16xi64>
  %3 = cmpi less_than %bcast, %cst_1_i64, unsigned : tile<16xi64> -> tile<16xi1>
  %4 = exti %assume_assume_24 signed : tile<i32> -> tile<i64>
  %reshape_42 = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast_43 = broadcast %reshape_42 : tile<1xi64> -> tile<16xi64>
  %5 = muli %bcast, %bcast_43 : tile<16xi64>
  %6 = exti %blockId_y_36 signed : tile<i32> -> tile<i64>
  %reshape_44 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_45 = broadcast %reshape_44 : tile<1xi64> -> tile<16xi64>
  %7 = exti %assume_22 signed : tile<i32> -> tile<i64>
  %reshape_46 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_47 = broadcast %reshape_46 : tile<1xi64> -> tile<16xi64>
  %8 = cmpi less_than %bcast_45, %bcast_47, unsigned : tile<16xi64> -> tile<16xi1>
  %9 = andi %3, %8 : tile<16xi1>
  %10 = exti %assume_25 signed : tile<i32> -> tile<i64>
  %reshape_48 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_49 = broadcast %reshape_48 : tile<1xi64> -> tile<16xi64>
  %11 = muli %bcast_45, %bcast_49 : tile<16xi64>
  %12 = addi %5, %11 : tile<16xi64>
  %13 = exti %1 signed : tile<16xi32> -> tile<16xi64>
  %14 = exti %assume_23 signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_51 = broadcast %reshape_50 : tile<1xi64> -> tile<16xi64>
  %15 = cmpi less_than %13, %bcast_51, unsigned : tile<16xi64> -> tile<16xi1>
  %16 = andi %9, %15 : tile<16xi1>
  %17 = muli %13, %cst_1_i64_13 : tile<16xi64>
  %18 = addi %12, %17 : tile<16xi64>
  %reshape_52 = reshape %assume_4 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_53 = broadcast %reshape_52 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %19 = offset %bcast_53, %18 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %reshape_54 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_55 = broadcast %reshape_54 : tile<1xf32> -> tile<16xf32>
  %result, %result_token_56 = load_ptr_tko weak %19, %16, %bcast_55 token=%0 : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %28 : tile<f32>
  }
  %reshape_57 = reshape %reduce : tile<f32> -> tile<1xf32>
  %bcast_58 = broadcast %reshape_57 : tile<1xf32> -> tile<16xf32>
  %20 = subf %result, %bcast_58  : tile<16xf32>
  %21 = exp2 %20 : tile<16xf32>
  %reduce_59 = reduce %21 dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %28 : tile<f32>
  }
  %reshape_60 = reshape %21 : tile<16xf32> -> tile<1x16xf32>
  %22 = ftof %reshape  : tile<16x64xf16> -> tile<16x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x64xf32>
  %23 = mmaf %reshape_60, %22, %cst_0_f32 : tile<1x16xf32>, tile<16x64xf32>, tile<1x64xf32>
  %cst_0_i32_61 = constant <i32: 0> : tile<i32>
  %cst_0_i32_62 = constant <i32: 0> : tile<i32>
  %24 = extract %23[%cst_0_i32_61, %cst_0_i32_62] : tile<1x64xf32> -> tile<1x64xf32>
  %reshape_63 = reshape %reduce_59 : tile<f32> -> tile<1x1xf32>
  %bcast_64 = broadcast %reshape_63 : tile<1x1xf32> -> tile<1x64xf32>
  %25 = divf %24, %bcast_64  : tile<1x64xf32>
  %26 = ftof %25  : tile<1x64xf32> -> tile<1x64xf16>
  %reshape_65 = reshape %26 : tile<1x64xf16> -> tile<1x1x64xf16>
  %pview_66 = make_partition_view %tview_34 : partition_view<tile=(1x1x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %27 = store_view_tko weak %reshape_65, %pview_66[%blockId_x, %blockId_y_36, %blockId_z_40] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x1x64xf16>, partition_view<tile=(1x1x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
