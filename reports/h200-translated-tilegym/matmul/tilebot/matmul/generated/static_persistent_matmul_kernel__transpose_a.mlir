entry @static_persistent_matmul_kernel__transpose_a_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 4, occupancy = 1}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_1 = assume div_by<16>, %assume_0 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %0 = make_token : token
  %assume_4 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_4, shape = [%assume_assume, %assume_assume_1], strides = [%assume_assume_3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %1 = make_token : token
  %assume_11 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %tview_12 = make_tensor_view %assume_11, shape = [%assume_assume_6, %assume_assume_8], strides = [%assume_assume_10, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %2 = make_token : token
  %assume_19 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %tview_20 = make_tensor_view %assume_19, shape = [%assume_assume_14, %assume_assume_16], strides = [%assume_assume_18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_21 = assume div_by<16>, %arg15 : tile<i32>
  %assume_22 = assume div_by<16>, %arg16 : tile<i32>
  %assume_23 = assume div_by<16>, %arg17 : tile<i32>
  %cst_128_i32_24 = constant <i32: 128> : tile<i32>
  %cst_512_i32_25 = constant <i32: 512> : tile<i32>
  %cst_64_i32_26 = constant <i32: 64> : tile<i32>
  %cst_8_i32_27 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %3 = divi %assume_21, %cst_128_i32_24 signed rounding<positive_inf> : tile<i32>
  %4 = divi %assume_22, %cst_512_i32_25 signed rounding<positive_inf> : tile<i32>
  %5 = divi %assume_23, %cst_64_i32_26 signed rounding<positive_inf> : tile<i32>
  %6 = muli %3, %4 : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %for:2 = for %loopIdx in (%assume_blockId_x to %6, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %2, %iterArg1 = %2) -> (token, token) {
    %7 = muli %cst_8_i32_27, %4 : tile<i32>
    %8 = divi %loopIdx, %7 signed rounding<negative_inf> : tile<i32>
    %9 = muli %8, %cst_8_i32_27 : tile<i32>
    %10 = subi %3, %9 : tile<i32>
    %11 = mini %10, %cst_8_i32_27 signed : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %12 = cmpi less_than %11, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %13 = remi %loopIdx, %11 signed : tile<i32>
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
    %22 = remi %loopIdx, %7 signed : tile<i32>
    %cst_0_i32_30 = constant <i32: 0> : tile<i32>
    %23 = cmpi less_than %22, %cst_0_i32_30, signed : tile<i32> -> tile<i1>
    %24 = xori %23, %21 : tile<i1>
    %25 = cmpi not_equal %22, %cst_0_i32_30, signed : tile<i32> -> tile<i1>
    %26 = andi %24, %25 : tile<i1>
    %27 = addi %22, %7 : tile<i32>
    %28 = select %26, %27, %22 : tile<i1>, tile<i32>
    %29 = divi %28, %11 signed rounding<negative_inf> : tile<i32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x512xf32>
    %cst_0_i32_31 = constant <i32: 0> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %for_32 = for %loopIdx_34 in (%cst_0_i32_31 to %5, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_35 = %cst_0_f32) -> (tile<128x512xf32>) {
      %assume_36 = assume bounded<0, ?>, %loopIdx_34 : tile<i32>
      %cst_-1_i32_37 = constant <i32: -1> : tile<i32>
      %cst_-1_i32_38 = constant <i32: -1> : tile<i32>
      %pview_39 = make_partition_view %tview : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
      %tile, %result_token = load_view_tko weak %pview_39[%assume_36, %20] token = %0 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %cst_64_i32_40 = constant <i32: 64> : tile<i32>
      %cst_128_i32_41 = constant <i32: 128> : tile<i32>
      %32 = permute %tile [1, 0] : tile<64x128xf16> -> tile<128x64xf16>
      %cst_-1_i32_42 = constant <i32: -1> : tile<i32>
      %cst_-1_i32_43 = constant <i32: -1> : tile<i32>
      %pview_44 = make_partition_view %tview_12 : partition_view<tile=(64x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
      %tile_45, %result_token_46 = load_view_tko weak %pview_44[%assume_36, %29] token = %1 : partition_view<tile=(64x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x512xf16>, token
      %33 = mmaf %32, %tile_45, %iterArg0_35 : tile<128x64xf16>, tile<64x512xf16>, tile<128x512xf32>
      continue %33 : tile<128x512xf32>
    }
    %30 = ftof %for_32  : tile<128x512xf32> -> tile<128x512xf16>
    %cst_-1_i32 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_33 = constant <i32: -1> : tile<i32>
    %pview = make_partition_view %tview_20 : partition_view<tile=(128x512), tensor_view<?x?xf16, strides=[?,1]>>
    %31 = store_view_tko weak %30, %pview[%20, %29] token = %iterArg0 : tile<128x512xf16>, partition_view<tile=(128x512), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    continue %31, %31 : token, token
  }
  return
}
