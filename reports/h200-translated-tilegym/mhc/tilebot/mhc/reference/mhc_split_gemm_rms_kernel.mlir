entry @_mhc_split_gemm_rms_kernel_Kt2_A2bf16_1v8l0_2t1_3i16_p16_A2f32_1i16v4l0_2t1_p16_A2f32_1i16v4l0_2t1_p16_A2f32_1i16_2s1_3t1_p16_Si32_Si32_Si32_I64_I32_I64_I1_I8(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<4>, %arg8 : tile<i32>
  %assume_6 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %assume_7 = assume div_by<16>, %arg11 : tile<i32>
  %assume_8 = assume div_by<4>, %arg13 : tile<i32>
  %assume_9 = assume div_by<16>, %arg15 : tile<ptr<f32>>
  %assume_10 = assume div_by<16>, %arg16 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_16 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_17 = assume div_by<16>, %assume_assume_16 : tile<i32>
  %assume_assume_18 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_19 = assume div_by<8>, %assume_assume_18 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_17], strides = [%assume_assume_assume_19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_20 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_23 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_24 = assume div_by<4>, %assume_assume_23 : tile<i32>
  %tview_25 = make_tensor_view %assume_3, shape = [%assume_assume_assume_21, %assume_22], strides = [%assume_assume_assume_24, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_26 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_27 = assume div_by<16>, %assume_assume_26 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_30 = assume div_by<4>, %assume_assume_29 : tile<i32>
  %tview_31 = make_tensor_view %assume_6, shape = [%assume_assume_assume_27, %assume_28], strides = [%assume_assume_assume_30, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_32 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_33 = assume div_by<16>, %assume_assume_32 : tile<i32>
  %assume_cst_1_i32 = assume div_by<4>, %cst_1_i32_15 : tile<i32>
  %tview_34 = make_tensor_view %assume_9, shape = [%assume_assume_assume_33, 1], strides = [1, %assume_cst_1_i32] : tile<i32> -> tensor_view<?x1xf32, strides=[1,?]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_64_i32_35 = constant <i32: 64> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_37, %blockId_y_38, %blockId_z_39 = get_tile_block_id : tile<i32>
  %1 = divi %arg20, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
  %2 = divi %arg21, %cst_32_i32 signed rounding<positive_inf> : tile<i32>
  %3 = muli %cst_8_i32, %2 : tile<i32>
  %4 = divi %blockId_x, %3 signed rounding<negative_inf> : tile<i32>
  %5 = muli %4, %cst_8_i32 : tile<i32>
  %6 = subi %1, %5 : tile<i32>
  %7 = mini %6, %cst_8_i32 signed : tile<i32>
  %8 = remi %blockId_x, %7 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %9 = cmpi less_than %8, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %10 = cmpi less_than %7, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %11 = xori %9, %10 : tile<i1>
  %12 = cmpi not_equal %8, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %13 = andi %11, %12 : tile<i1>
  %14 = addi %8, %7 : tile<i32>
  %15 = select %13, %14, %8 : tile<i1>, tile<i32>
  %16 = addi %5, %15 : tile<i32>
  %17 = remi %blockId_x, %3 signed : tile<i32>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %18 = cmpi less_than %17, %cst_0_i32_40, signed : tile<i32> -> tile<i1>
  %19 = cmpi less_than %3, %cst_0_i32_40, signed : tile<i32> -> tile<i1>
  %20 = xori %18, %19 : tile<i1>
  %21 = cmpi not_equal %17, %cst_0_i32_40, signed : tile<i32> -> tile<i1>
  %22 = andi %20, %21 : tile<i1>
  %23 = addi %17, %3 : tile<i32>
  %24 = select %22, %23, %17 : tile<i1>, tile<i32>
  %25 = divi %24, %7 signed rounding<negative_inf> : tile<i32>
  %26 = divi %arg22, %cst_64_i32_35 signed rounding<positive_inf> : tile<i32>
  %27 = divi %26, %cst_1_i32_36 signed rounding<positive_inf> : tile<i32>
  %28 = muli %blockId_y_38, %27 : tile<i32>
  %29 = addi %28, %27 : tile<i32>
  %30 = mini %29, %26 signed : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_f32_41 = constant <f32: 0.000000e+00> : tile<64x32xf32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %pview_43 = make_partition_view %tview_25 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %for:2 = for %loopIdx in (%28 to %30, step %cst_1_i32_42) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_41, %iterArg1 = %cst_0_f32) -> (tile<64x32xf32>, tile<64xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%16, %loopIdx] token = %0 optimization_hints = <default = {}> : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %tile_46, %result_token_47 = load_view_tko weak %pview_43[%loopIdx, %25] token = %0 optimization_hints = <default = {}> : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
    %35 = ftof %tile  : tile<64x64xbf16> -> tile<64x64xtf32>
    %36 = ftof %tile_46  : tile<64x32xf32> -> tile<64x32xtf32>
    %37 = mmaf %35, %36, %iterArg0 : tile<64x64xtf32>, tile<64x32xtf32>, tile<64x32xf32>
    %38 = ftof %tile  : tile<64x64xbf16> -> tile<64x64xf32>
    %39 = mulf %38, %38  : tile<64x64xf32>
    %reduce = reduce %39 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %41 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %41 : tile<f32>
    }
    %40 = addf %iterArg1, %reduce  : tile<64xf32>
    continue %37, %40 : tile<64x32xf32>, tile<64xf32>
  }
  %31 = muli %blockId_y_38, %1 : tile<i32>
  %32 = addi %16, %31 : tile<i32>
  %pview_44 = make_partition_view %tview_31 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
  %33 = store_view_tko weak %for#0, %pview_44[%32, %25] token = %0 : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  %reshape = reshape %for#1 : tile<64xf32> -> tile<64x1xf32>
  %pview_45 = make_partition_view %tview_34 : partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,?]>>
  %34 = store_view_tko weak %reshape, %pview_45[%32, %25] token = %0 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,?]>>, tile<i32> -> token
  return
}
