entry @_splitk_reduce_kernel_Kt2_A4bf16_1s1_7v8l0_8t1_ei16_p16_A3f32_1s1_3v4l0_4t1_6i16_p16_A3bf16_1s1_3v8l0_4t1_6i16_p16_I1_I4096_I16_I128_I16_I16_I128_B1(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<bf16>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_80 = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<8>, %arg6 : tile<i32>
  %assume_5 = assume div_by<8>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_7 = assume div_by<16>, %arg11 : tile<i32>
  %assume_8 = assume div_by<16>, %arg12 : tile<i32>
  %assume_9 = assume div_by<4>, %arg13 : tile<i32>
  %assume_10 = assume div_by<4>, %arg14 : tile<i32>
  %assume_11 = assume div_by<16>, %arg16 : tile<ptr<bf16>>
  %assume_12 = assume div_by<16>, %arg18 : tile<i32>
  %assume_13 = assume div_by<16>, %arg19 : tile<i32>
  %assume_14 = assume div_by<8>, %arg20 : tile<i32>
  %assume_15 = assume div_by<8>, %arg21 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %cst_1_i32_18 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<16xi64>
  %cst_1_i64_19 = constant <i64: 1> : tile<16xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_23 = assume div_by<16>, %assume_assume_22 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_25 = assume div_by<8>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_27 = assume div_by<8>, %assume_assume_26 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_29 = assume div_by<8>, %assume_assume_28 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_25 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_21, %assume_assume_assume_23], strides = [%assume_assume_assume_assume, %assume_assume_assume_27, %assume_assume_assume_29, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_30 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_35 = assume div_by<16>, %assume_assume_34 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_37 = assume div_by<16>, %assume_assume_36 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_39 = assume div_by<8>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %assume_assume_assume_assume_42 = assume div_by<8>, %assume_assume_assume_39 : tile<i32>
  %tview_43 = make_tensor_view %assume_11, shape = [1, %assume_assume_assume_35, %assume_assume_assume_37], strides = [%assume_assume_assume_assume_42, %assume_assume_assume_41, 1] : tile<i32> -> tensor_view<1x?x?xbf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_44, %blockId_y_45, %blockId_z_46 = get_tile_block_id : tile<i32>
  %blockId_x_47, %blockId_y_48, %blockId_z_49 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x16x128), padding_value = zero, tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_45, %cst_0_i32, %blockId_z_49] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x16x128), padding_value = zero, tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x16x128xbf16>, token
  %reshape = reshape %tile : tile<1x1x16x128xbf16> -> tile<16x128xbf16>
  %1 = iota : tile<16xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape_50 : tile<1xi64> -> tile<16xi64>
  %3 = cmpi less_than %bcast, %cst_1_i64, unsigned : tile<16xi64> -> tile<16xi1>
  %4 = exti %assume_assume_32 signed : tile<i32> -> tile<i64>
  %reshape_51 = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast_52 = broadcast %reshape_51 : tile<1xi64> -> tile<16xi64>
  %5 = muli %bcast, %bcast_52 : tile<16xi64>
  %6 = exti %blockId_y_45 signed : tile<i32> -> tile<i64>
  %reshape_53 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_54 = broadcast %reshape_53 : tile<1xi64> -> tile<16xi64>
  %7 = exti %assume_assume_30 signed : tile<i32> -> tile<i64>
  %reshape_55 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_56 = broadcast %reshape_55 : tile<1xi64> -> tile<16xi64>
  %8 = cmpi less_than %bcast_54, %bcast_56, unsigned : tile<16xi64> -> tile<16xi1>
  %9 = andi %3, %8 : tile<16xi1>
  %10 = exti %assume_assume_33 signed : tile<i32> -> tile<i64>
  %reshape_57 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_58 = broadcast %reshape_57 : tile<1xi64> -> tile<16xi64>
  %11 = muli %bcast_54, %bcast_58 : tile<16xi64>
  %12 = addi %5, %11 : tile<16xi64>
  %13 = exti %1 signed : tile<16xi32> -> tile<16xi64>
  %14 = exti %assume_assume_31 signed : tile<i32> -> tile<i64>
  %reshape_59 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_60 = broadcast %reshape_59 : tile<1xi64> -> tile<16xi64>
  %15 = cmpi less_than %13, %bcast_60, unsigned : tile<16xi64> -> tile<16xi1>
  %16 = andi %9, %15 : tile<16xi1>
  %17 = muli %13, %cst_1_i64_19 : tile<16xi64>
  %18 = addi %12, %17 : tile<16xi64>
  %reshape_61 = reshape %assume_6 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_62 = broadcast %reshape_61 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %19 = offset %bcast_62, %18 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %reshape_63 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_64 = broadcast %reshape_63 : tile<1xf32> -> tile<16xf32>
  %result, %result_token_65 = load_ptr_tko weak %19, %16, %bcast_64 token=%0 : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32> -> tile<16xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %28 : tile<f32>
  }
  %reshape_66 = reshape %reduce : tile<f32> -> tile<1xf32>
  %bcast_67 = broadcast %reshape_66 : tile<1xf32> -> tile<16xf32>
  %20 = subf %result, %bcast_67  : tile<16xf32>
  %21 = exp2 %20 : tile<16xf32>
  %reduce_68 = reduce %21 dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %28 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %28 : tile<f32>
  }
  %reshape_69 = reshape %21 : tile<16xf32> -> tile<1x16xf32>
  %22 = ftof %reshape  : tile<16x128xbf16> -> tile<16x128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x128xf32>
  %23 = mmaf %reshape_69, %22, %cst_0_f32 : tile<1x16xf32>, tile<16x128xf32>, tile<1x128xf32>
  %cst_0_i32_70 = constant <i32: 0> : tile<i32>
  %cst_0_i32_71 = constant <i32: 0> : tile<i32>
  %24 = extract %23[%cst_0_i32_70, %cst_0_i32_71] : tile<1x128xf32> -> tile<1x128xf32>
  %reshape_72 = reshape %reduce_68 : tile<f32> -> tile<1x1xf32>
  %bcast_73 = broadcast %reshape_72 : tile<1x1xf32> -> tile<1x128xf32>
  %25 = divf %24, %bcast_73  : tile<1x128xf32>
  %26 = ftof %25  : tile<1x128xf32> -> tile<1x128xbf16>
  %reshape_74 = reshape %26 : tile<1x128xbf16> -> tile<1x1x128xbf16>
  %pview_75 = make_partition_view %tview_43 : partition_view<tile=(1x1x128), tensor_view<1x?x?xbf16, strides=[?,?,1]>>
  %27 = store_view_tko weak %reshape_74, %pview_75[%blockId_x, %blockId_y_45, %blockId_z_49] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x1x128xbf16>, partition_view<tile=(1x1x128), tensor_view<1x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
