entry @matmul_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1, occupancy = 1}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_2 = assume div_by<16>, %assume_1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %0 = make_token : token
  %assume_5 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_5, shape = [%assume_assume, %assume_assume_2], strides = [%assume_assume_4, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %1 = make_token : token
  %assume_12 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %tview_13 = make_tensor_view %assume_12, shape = [%assume_assume_7, %assume_assume_9], strides = [%assume_assume_11, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %2 = make_token : token
  %assume_20 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %tview_21 = make_tensor_view %assume_20, shape = [%assume_assume_15, %assume_assume_17], strides = [%assume_assume_19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %cst_128_i32_22 = constant <i32: 128> : tile<i32>
  %cst_128_i32_23 = constant <i32: 128> : tile<i32>
  %cst_32_i32_24 = constant <i32: 32> : tile<i32>
  %3:2 = get_tensor_shape %tview : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %4:2 = get_tensor_shape %tview_13 : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %5 = divi %3#0, %cst_128_i32_22 signed rounding<positive_inf> : tile<i32>
  %6 = divi %4#1, %cst_128_i32_23 signed rounding<positive_inf> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %7 = muli %cst_8_i32, %6 : tile<i32>
  %8 = divi %assume_blockId_x, %7 signed rounding<negative_inf> : tile<i32>
  %cst_8_i32_25 = constant <i32: 8> : tile<i32>
  %9 = muli %8, %cst_8_i32_25 : tile<i32>
  %10 = subi %5, %9 : tile<i32>
  %cst_8_i32_26 = constant <i32: 8> : tile<i32>
  %11 = mini %10, %cst_8_i32_26 signed : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %12 = cmpi less_than %11, %cst_0_i32_27, signed : tile<i32> -> tile<i1>
  %13 = remi %assume_blockId_x, %11 signed : tile<i32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %14 = cmpi less_than %13, %cst_0_i32_28, signed : tile<i32> -> tile<i1>
  %15 = xori %14, %12 : tile<i1>
  %16 = cmpi not_equal %13, %cst_0_i32_28, signed : tile<i32> -> tile<i1>
  %17 = andi %15, %16 : tile<i1>
  %18 = addi %13, %11 : tile<i32>
  %19 = select %17, %18, %13 : tile<i1>, tile<i32>
  %20 = addi %9, %19 : tile<i32>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %21 = cmpi less_than %7, %cst_0_i32_29, signed : tile<i32> -> tile<i1>
  %22 = remi %assume_blockId_x, %7 signed : tile<i32>
  %cst_0_i32_30 = constant <i32: 0> : tile<i32>
  %23 = cmpi less_than %22, %cst_0_i32_30, signed : tile<i32> -> tile<i1>
  %24 = xori %23, %21 : tile<i1>
  %25 = cmpi not_equal %22, %cst_0_i32_30, signed : tile<i32> -> tile<i1>
  %26 = andi %24, %25 : tile<i1>
  %27 = addi %22, %7 : tile<i32>
  %28 = select %26, %27, %22 : tile<i1>, tile<i32>
  %29 = divi %28, %11 signed rounding<negative_inf> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_31 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>
  %30:2 = get_index_space_shape %pview : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32_33 to %30#1, step %cst_1_i32_34) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x128xf32>) {
    %assume_38 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_39 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_40 = constant <i32: -1> : tile<i32>
    %pview_41 = make_partition_view %tview : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview_41[%20, %assume_38] token = %0 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
    %cst_-1_i32_42 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_43 = constant <i32: -1> : tile<i32>
    %pview_44 = make_partition_view %tview_13 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %tile_45, %result_token_46 = load_view_tko weak %pview_44[%assume_38, %29] token = %1 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
    %33 = mmaf %tile, %tile_45, %iterArg0 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
    continue %33 : tile<128x128xf32>
  }
  %31 = ftof %for  : tile<128x128xf32> -> tile<128x128xf16>
  %cst_-1_i32_35 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_36 = constant <i32: -1> : tile<i32>
  %pview_37 = make_partition_view %tview_21 : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
  %32 = store_view_tko weak %31, %pview_37[%20, %29] token = %2 : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  return
}
