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
  %assume_assume_10 = assume div_by<4>, %assume_9 : tile<i32>
  %1 = make_token : token
  %assume_11 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %tview_12 = make_tensor_view %assume_11, shape = [%assume_assume_7, %assume_8], strides = [%assume_assume_10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_17 = assume div_by<4>, %assume_16 : tile<i32>
  %2 = make_token : token
  %assume_18 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %tview_19 = make_tensor_view %assume_18, shape = [%assume_assume_14, %assume_15], strides = [%assume_assume_17, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_20 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %3 = make_token : token
  %assume_22 = assume div_by<16>, %arg15 : tile<ptr<f32>>
  %tview_23 = make_tensor_view %assume_22, shape = [%assume_assume_21, 1], strides = [1, 1] : tile<i32> -> tensor_view<?x1xf32, strides=[1,1]>
  %assume_24 = assume div_by<16>, %arg20 : tile<i32>
  %assume_25 = assume div_by<16>, %arg21 : tile<i32>
  %assume_26 = assume div_by<16>, %arg22 : tile<i32>
  %cst_64_i32_27 = constant <i32: 64> : tile<i32>
  %cst_32_i32_28 = constant <i32: 32> : tile<i32>
  %cst_64_i32_29 = constant <i32: 64> : tile<i32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_8_i32_31 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_32, %blockId_y_33, %blockId_z_34 = get_tile_block_id : tile<i32>
  %assume_blockId_x_35 = assume bounded<0, ?>, %blockId_x_32 : tile<i32>
  %assume_blockId_y_36 = assume bounded<0, ?>, %blockId_y_33 : tile<i32>
  %assume_blockId_z_37 = assume bounded<0, ?>, %blockId_z_34 : tile<i32>
  %4 = divi %assume_24, %cst_64_i32_27 signed rounding<positive_inf> : tile<i32>
  %5 = divi %assume_25, %cst_32_i32_28 signed rounding<positive_inf> : tile<i32>
  %6 = muli %cst_8_i32_31, %5 : tile<i32>
  %7 = divi %assume_blockId_x, %6 signed rounding<negative_inf> : tile<i32>
  %8 = muli %7, %cst_8_i32_31 : tile<i32>
  %9 = subi %4, %8 : tile<i32>
  %10 = mini %9, %cst_8_i32_31 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %11 = cmpi less_than %10, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %12 = remi %assume_blockId_x, %10 signed : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %13 = cmpi less_than %12, %cst_0_i32_38, signed : tile<i32> -> tile<i1>
  %14 = xori %13, %11 : tile<i1>
  %15 = cmpi not_equal %12, %cst_0_i32_38, signed : tile<i32> -> tile<i1>
  %16 = andi %14, %15 : tile<i1>
  %17 = addi %12, %10 : tile<i32>
  %18 = select %16, %17, %12 : tile<i1>, tile<i32>
  %19 = addi %8, %18 : tile<i32>
  %cst_0_i32_39 = constant <i32: 0> : tile<i32>
  %20 = cmpi less_than %6, %cst_0_i32_39, signed : tile<i32> -> tile<i1>
  %21 = remi %assume_blockId_x, %6 signed : tile<i32>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %22 = cmpi less_than %21, %cst_0_i32_40, signed : tile<i32> -> tile<i1>
  %23 = xori %22, %20 : tile<i1>
  %24 = cmpi not_equal %21, %cst_0_i32_40, signed : tile<i32> -> tile<i1>
  %25 = andi %23, %24 : tile<i1>
  %26 = addi %21, %6 : tile<i32>
  %27 = select %25, %26, %21 : tile<i1>, tile<i32>
  %28 = divi %27, %10 signed rounding<negative_inf> : tile<i32>
  %29 = divi %assume_26, %cst_64_i32_29 signed rounding<positive_inf> : tile<i32>
  %30 = divi %29, %cst_1_i32_30 signed rounding<positive_inf> : tile<i32>
  %31 = muli %assume_blockId_y_36, %30 : tile<i32>
  %32 = addi %31, %30 : tile<i32>
  %33 = mini %32, %29 signed : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_f32_41 = constant <f32: 0.000000e+00> : tile<64x32xf32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%31 to %33, step %cst_1_i32_42) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_41, %iterArg1 = %cst_0_f32) -> (tile<64x32xf32>, tile<64xf32>) {
    %cst_-1_i32_50 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_51 = constant <i32: -1> : tile<i32>
    %pview_52 = make_partition_view %tview : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview_52[%19, %loopIdx] token = %0 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %cst_-1_i32_53 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_54 = constant <i32: -1> : tile<i32>
    %pview_55 = make_partition_view %tview_12 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %tile_56, %result_token_57 = load_view_tko weak %pview_55[%loopIdx, %28] token = %1 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
    %38 = ftof %tile  : tile<64x64xbf16> -> tile<64x64xtf32>
    %39 = ftof %tile_56  : tile<64x32xf32> -> tile<64x32xtf32>
    %40 = mmaf %38, %39, %iterArg0 : tile<64x64xtf32>, tile<64x32xtf32>, tile<64x32xf32>
    %41 = ftof %tile  : tile<64x64xbf16> -> tile<64x64xf32>
    %42 = mulf %41, %41  : tile<64x64xf32>
    %reduce = reduce %42 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %44 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %44 : tile<f32>
    }
    %cst_64_i32_58 = constant <i32: 64> : tile<i32>
    %cst_64_i32_59 = constant <i32: 64> : tile<i32>
    %reshape_60 = reshape %reduce : tile<64xf32> -> tile<64xf32>
    %43 = addf %iterArg1, %reshape_60  : tile<64xf32>
    continue %40, %43 : tile<64x32xf32>, tile<64xf32>
  }
  %34 = muli %assume_blockId_y_36, %4 : tile<i32>
  %35 = addi %19, %34 : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_43 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_19 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
  %36 = store_view_tko weak %for#0, %pview[%35, %28] token = %2 : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  %cst_64_i32_44 = constant <i32: 64> : tile<i32>
  %cst_64_i32_45 = constant <i32: 64> : tile<i32>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %reshape = reshape %for#1 : tile<64xf32> -> tile<64x1xf32>
  %cst_-1_i32_47 = constant <i32: -1> : tile<i32>
  %cst_1_i32_48 = constant <i32: 1> : tile<i32>
  %pview_49 = make_partition_view %tview_23 : partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,1]>>
  %37 = store_view_tko weak %reshape, %pview_49[%35, %28] token = %3 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,1]>>, tile<i32> -> token
  return
}
