entry @rms_norm_kernel_static_persistent_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) {
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
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
  %2 = make_token : token
  %assume_15 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %tview_16 = make_tensor_view %assume_15, shape = [%assume_assume_14], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %assume_17 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %3 = make_token : token
  %assume_19 = assume div_by<16>, %arg13 : tile<ptr<f32>>
  %tview_20 = make_tensor_view %assume_19, shape = [%assume_assume_18], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_16_i32_21 = constant <i32: 16> : tile<i32>
  %cst_1024_i32_22 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %4:2 = get_tensor_shape %tview : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %5:2 = get_tensor_shape %tview : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %6 = addi %4#0, %cst_16_i32_21 : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %7 = subi %6, %cst_1_i32_23 : tile<i32>
  %8 = divi %7, %cst_16_i32_21 signed rounding<negative_inf> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_16 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_24] token = %2 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
  %9 = ftof %tile  : tile<1024xf16> -> tile<1024xf32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %for:4 = for %loopIdx in (%assume_blockId_x to %8, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %3, %iterArg1 = %3, %iterArg2 = %1, %iterArg3 = %1) -> (token, token, token, token) {
    %cst_-1_i32_25 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_26 = constant <i32: -1> : tile<i32>
    %pview_27 = make_partition_view %tview : partition_view<tile=(16x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cst_0_i32_28 = constant <i32: 0> : tile<i32>
    %tile_29, %result_token_30 = load_view_tko weak %pview_27[%loopIdx, %cst_0_i32_28] token = %0 optimization_hints = <sm_90 = {latency = 10}> : partition_view<tile=(16x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x1024xf16>, token
    %10 = ftof %tile_29  : tile<16x1024xf16> -> tile<16x1024xf32>
    %11 = mulf %10, %10  : tile<16x1024xf32>
    %reduce = reduce %11 dim=1 identities=[0.000000e+00 : f32] : tile<16x1024xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %25 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %25 : tile<f32>
    }
    %cst_16_i32_31 = constant <i32: 16> : tile<i32>
    %cst_16_i32_32 = constant <i32: 16> : tile<i32>
    %reshape = reshape %reduce : tile<16xf32> -> tile<16xf32>
    %cst_16_i32_33 = constant <i32: 16> : tile<i32>
    %cst_16_i32_34 = constant <i32: 16> : tile<i32>
    %cst_1_i32_35 = constant <i32: 1> : tile<i32>
    %reshape_36 = reshape %reshape : tile<16xf32> -> tile<16x1xf32>
    %12 = itof %5#1 signed  : tile<i32> -> tile<f32>
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
    %13 = mulf %12, %cst_1_f32  : tile<f32>
    %cst_16_i32_37 = constant <i32: 16> : tile<i32>
    %cst_1_i32_38 = constant <i32: 1> : tile<i32>
    %cst_1_i32_39 = constant <i32: 1> : tile<i32>
    %cst_1_i32_40 = constant <i32: 1> : tile<i32>
    %cst_1_i32_41 = constant <i32: 1> : tile<i32>
    %reshape_42 = reshape %13 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_43 = constant <i32: 1> : tile<i32>
    %cst_1_i32_44 = constant <i32: 1> : tile<i32>
    %cst_16_i32_45 = constant <i32: 16> : tile<i32>
    %cst_1_i32_46 = constant <i32: 1> : tile<i32>
    %bcast = broadcast %reshape_42 : tile<1x1xf32> -> tile<16x1xf32>
    %14 = divf %reshape_36, %bcast  : tile<16x1xf32>
    %cst_f32 = constant <f32: 9.99999974E-6> : tile<16x1xf32>
    %15 = addf %14, %cst_f32  : tile<16x1xf32>
    %16 = rsqrt %15 : tile<16x1xf32>
    %cst_16_i32_47 = constant <i32: 16> : tile<i32>
    %cst_1_i32_48 = constant <i32: 1> : tile<i32>
    %cst_16_i32_49 = constant <i32: 16> : tile<i32>
    %reshape_50 = reshape %16 : tile<16x1xf32> -> tile<16xf32>
    %pview_51 = make_partition_view %tview_20 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %17 = store_view_tko weak %reshape_50, %pview_51[%loopIdx] token = %3 optimization_hints = <sm_90 = {allow_tma = false}> : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %18 = join_tokens %iterArg0, %17 : token
    %cst_16_i32_52 = constant <i32: 16> : tile<i32>
    %cst_1_i32_53 = constant <i32: 1> : tile<i32>
    %cst_16_i32_54 = constant <i32: 16> : tile<i32>
    %cst_1024_i32_55 = constant <i32: 1024> : tile<i32>
    %bcast_56 = broadcast %16 : tile<16x1xf32> -> tile<16x1024xf32>
    %19 = mulf %10, %bcast_56  : tile<16x1024xf32>
    %cst_1024_i32_57 = constant <i32: 1024> : tile<i32>
    %cst_1_i32_58 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_59 = constant <i32: 1024> : tile<i32>
    %reshape_60 = reshape %9 : tile<1024xf32> -> tile<1x1024xf32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1024xf32>
    %20 = addf %cst_0_f32, %reshape_60  : tile<1x1024xf32>
    %cst_1_i32_61 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_62 = constant <i32: 1024> : tile<i32>
    %cst_16_i32_63 = constant <i32: 16> : tile<i32>
    %cst_1024_i32_64 = constant <i32: 1024> : tile<i32>
    %bcast_65 = broadcast %20 : tile<1x1024xf32> -> tile<16x1024xf32>
    %21 = mulf %19, %bcast_65  : tile<16x1024xf32>
    %22 = ftof %21  : tile<16x1024xf32> -> tile<16x1024xf16>
    %pview_66 = make_partition_view %tview_12 : partition_view<tile=(16x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %cst_0_i32_67 = constant <i32: 0> : tile<i32>
    %23 = store_view_tko weak %22, %pview_66[%loopIdx, %cst_0_i32_67] token = %1 optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : tile<16x1024xf16>, partition_view<tile=(16x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %24 = join_tokens %iterArg2, %23 : token
    continue %18, %18, %24, %24 : token, token, token, token
  }
  return
}
