entry @_static_persistent_matmul_kernel_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_Si32_Si32_Si32_I128_I512_I64_B1_B0_I8_I_1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 4, occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<4>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<4>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg12 : tile<i32>
  %assume_10 = assume div_by<4>, %arg13 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32>
  %assume_assume_15 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_16 = assume div_by<4>, %assume_assume_15 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_14], strides = [%assume_assume_assume_16, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_17 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_18 = assume div_by<16>, %assume_assume_17 : tile<i32>
  %assume_assume_19 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_20 = assume div_by<16>, %assume_assume_19 : tile<i32>
  %assume_assume_21 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_22 = assume div_by<4>, %assume_assume_21 : tile<i32>
  %tview_23 = make_tensor_view %assume_3, shape = [%assume_assume_assume_18, %assume_assume_assume_20], strides = [%assume_assume_assume_22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_24 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_27 = assume div_by<16>, %assume_assume_26 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_29 = assume div_by<4>, %assume_assume_28 : tile<i32>
  %tview_30 = make_tensor_view %assume_7, shape = [%assume_assume_assume_25, %assume_assume_assume_27], strides = [%assume_assume_assume_29, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = divi %arg15, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %2 = divi %arg16, %cst_512_i32 signed rounding<positive_inf> : tile<i32>
  %3 = divi %arg17, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
  %4 = muli %1, %2 : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %5 = muli %cst_8_i32, %2 : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %6 = cmpi less_than %5, %cst_0_i32_31, signed : tile<i32> -> tile<i1>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x512xf32>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %pview_34 = make_partition_view %tview_23 : partition_view<tile=(64x512), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %pview_35 = make_partition_view %tview_30 : partition_view<tile=(128x512), tensor_view<?x?xf32, strides=[?,1]>>
  %for = for %loopIdx in (%blockId_x to %4, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %7 = divi %loopIdx, %5 signed rounding<negative_inf> : tile<i32>
    %8 = muli %7, %cst_8_i32 : tile<i32>
    %9 = subi %1, %8 : tile<i32>
    %10 = mini %9, %cst_8_i32 signed : tile<i32>
    %11 = remi %loopIdx, %10 signed : tile<i32>
    %12 = cmpi less_than %11, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %13 = cmpi less_than %10, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %14 = xori %12, %13 : tile<i1>
    %15 = cmpi not_equal %11, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %16 = andi %14, %15 : tile<i1>
    %17 = addi %11, %10 : tile<i32>
    %18 = select %16, %17, %11 : tile<i1>, tile<i32>
    %19 = addi %8, %18 : tile<i32>
    %20 = remi %loopIdx, %5 signed : tile<i32>
    %21 = cmpi less_than %20, %cst_0_i32_31, signed : tile<i32> -> tile<i1>
    %22 = xori %21, %6 : tile<i1>
    %23 = cmpi not_equal %20, %cst_0_i32_31, signed : tile<i32> -> tile<i1>
    %24 = andi %22, %23 : tile<i1>
    %25 = addi %20, %5 : tile<i32>
    %26 = select %24, %25, %20 : tile<i1>, tile<i32>
    %27 = divi %26, %10 signed rounding<negative_inf> : tile<i32>
    %for_36 = for %loopIdx_37 in (%cst_0_i32_32 to %3, step %cst_1_i32_33) : tile<i32> iter_values(%iterArg0_38 = %cst_0_f32) -> (tile<128x512xf32>) {
      %tile, %result_token = load_view_tko weak %pview[%loopIdx_37, %19] token = %0 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x128xf32>, token
      %29 = permute %tile [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
      %tile_39, %result_token_40 = load_view_tko weak %pview_34[%loopIdx_37, %27] token = %0 : partition_view<tile=(64x512), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x512xf32>, token
      %30 = ftof %29  : tile<128x64xf32> -> tile<128x64xtf32>
      %31 = ftof %tile_39  : tile<64x512xf32> -> tile<64x512xtf32>
      %32 = mmaf %30, %31, %iterArg0_38 : tile<128x64xtf32>, tile<64x512xtf32>, tile<128x512xf32>
      continue %32 : tile<128x512xf32>
    }
    %28 = store_view_tko weak %for_36, %pview_35[%19, %27] token = %iterArg0 : tile<128x512xf32>, partition_view<tile=(128x512), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    continue %28 : token
  }
  return
}
