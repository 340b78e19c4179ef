entry @mhc_split_gemm_rms_kernel_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) {
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_64_i32_0 = constant <i32: 64> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_2 = assume div_by<16>, %assume_1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %0 = make_token : token
  %assume_5 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_5, shape = [%assume_assume, %assume_assume_2], strides = [%assume_assume_4, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %1 = make_token : token
  %assume_10 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %tview_11 = make_tensor_view %assume_10, shape = [%assume_assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_13 = assume div_by<16>, %assume_12 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg13 : tile<i32>
  %2 = make_token : token
  %assume_16 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %tview_17 = make_tensor_view %assume_16, shape = [%assume_assume_13, %assume_14], strides = [%assume_15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_18 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg17 : tile<i32>
  %3 = make_token : token
  %assume_21 = assume div_by<16>, %arg15 : tile<ptr<f32>>
  %tview_22 = make_tensor_view %assume_21, shape = [%assume_assume_19, %assume_20], strides = [1, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[1,1]>
  %assume_23 = assume div_by<16>, %arg20 : tile<i32>
  %assume_24 = assume div_by<16>, %arg21 : tile<i32>
  %assume_25 = assume div_by<16>, %arg22 : tile<i32>
  %cst_64_i32_26 = constant <i32: 64> : tile<i32>
  %cst_32_i32_27 = constant <i32: 32> : tile<i32>
  %cst_64_i32_28 = constant <i32: 64> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_8_i32_30 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_31, %blockId_y_32, %blockId_z_33 = get_tile_block_id : tile<i32>
  %assume_blockId_x_34 = assume bounded<0, ?>, %blockId_x_31 : tile<i32>
  %assume_blockId_y_35 = assume bounded<0, ?>, %blockId_y_32 : tile<i32>
  %assume_blockId_z_36 = assume bounded<0, ?>, %blockId_z_33 : tile<i32>
  %4 = divi %assume_23, %cst_64_i32_26 signed rounding<positive_inf> : tile<i32>
  %5 = divi %assume_24, %cst_32_i32_27 signed rounding<positive_inf> : tile<i32>
  %6 = muli %cst_8_i32_30, %5 : tile<i32>
  %7 = divi %assume_blockId_x, %6 signed rounding<negative_inf> : tile<i32>
  %8 = muli %7, %cst_8_i32_30 : tile<i32>
  %9 = subi %4, %8 : tile<i32>
  %10 = mini %9, %cst_8_i32_30 signed : tile<i32>
  %11 = remi %assume_blockId_x, %10 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %12 = cmpi not_equal %11, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %13 = cmpi less_than %11, %cst_0_i32_37, signed : tile<i32> -> tile<i1>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %14 = cmpi less_than %10, %cst_0_i32_38, signed : tile<i32> -> tile<i1>
  %15 = cmpi not_equal %13, %14, unsigned : tile<i1> -> tile<i1>
  %16 = andi %12, %15 : tile<i1>
  %17 = if %16 -> (tile<i32>) {
    %36 = addi %11, %10 : tile<i32>
    yield %36 : tile<i32>
  } else {
    yield %11 : tile<i32>
  }
  %18 = addi %8, %17 : tile<i32>
  %19 = remi %assume_blockId_x, %6 signed : tile<i32>
  %cst_0_i32_39 = constant <i32: 0> : tile<i32>
  %20 = cmpi not_equal %19, %cst_0_i32_39, signed : tile<i32> -> tile<i1>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %21 = cmpi less_than %19, %cst_0_i32_40, signed : tile<i32> -> tile<i1>
  %cst_0_i32_41 = constant <i32: 0> : tile<i32>
  %22 = cmpi less_than %6, %cst_0_i32_41, signed : tile<i32> -> tile<i1>
  %23 = cmpi not_equal %21, %22, unsigned : tile<i1> -> tile<i1>
  %24 = andi %20, %23 : tile<i1>
  %25 = if %24 -> (tile<i32>) {
    %36 = addi %19, %6 : tile<i32>
    yield %36 : tile<i32>
  } else {
    yield %19 : tile<i32>
  }
  %26 = divi %25, %10 signed rounding<negative_inf> : tile<i32>
  %27 = divi %assume_25, %cst_64_i32_28 signed rounding<positive_inf> : tile<i32>
  %28 = divi %27, %cst_1_i32_29 signed rounding<positive_inf> : tile<i32>
  %29 = muli %assume_blockId_y_35, %28 : tile<i32>
  %30 = addi %29, %28 : tile<i32>
  %31 = mini %30, %27 signed : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_f32_42 = constant <f32: 0.000000e+00> : tile<64x32xf32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%29 to %31, step %cst_1_i32_43) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_42, %iterArg1 = %cst_0_f32) -> (tile<64x32xf32>, tile<64xf32>) {
    %cst_-1_i32 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_48 = constant <i32: -1> : tile<i32>
    %pview_49 = make_partition_view %tview : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview_49[%18, %loopIdx] token = %0 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %cst_-1_i32_50 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_51 = constant <i32: -1> : tile<i32>
    %pview_52 = make_partition_view %tview_11 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %tile_53, %result_token_54 = load_view_tko weak %pview_52[%loopIdx, %26] token = %1 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
    %36 = ftof %tile  : tile<64x64xbf16> -> tile<64x64xtf32>
    %37 = ftof %tile_53  : tile<64x32xf32> -> tile<64x32xtf32>
    %38 = mmaf %36, %37, %iterArg0 : tile<64x64xtf32>, tile<64x32xtf32>, tile<64x32xf32>
    %39 = ftof %tile  : tile<64x64xbf16> -> tile<64x64xf32>
    %40 = mulf %39, %39  : tile<64x64xf32>
    %reduce = reduce %40 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %42 : tile<f32>
    }
    %cst_64_i32_55 = constant <i32: 64> : tile<i32>
    %cst_64_i32_56 = constant <i32: 64> : tile<i32>
    %reshape_57 = reshape %reduce : tile<64xf32> -> tile<64xf32>
    %41 = addf %iterArg1, %reshape_57  : tile<64xf32>
    continue %38, %41 : tile<64x32xf32>, tile<64xf32>
  }
  %32 = muli %assume_blockId_y_35, %4 : tile<i32>
  %33 = addi %18, %32 : tile<i32>
  %pview = make_partition_view %tview_17 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
  %34 = store_view_tko weak %for#0, %pview[%33, %26] token = %2 : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  %cst_64_i32_44 = constant <i32: 64> : tile<i32>
  %cst_64_i32_45 = constant <i32: 64> : tile<i32>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %reshape = reshape %for#1 : tile<64xf32> -> tile<64x1xf32>
  %pview_47 = make_partition_view %tview_22 : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[1,1]>>
  %35 = store_view_tko weak %reshape, %pview_47[%33, %26] token = %3 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[1,1]>>, tile<i32> -> token
  return
}
