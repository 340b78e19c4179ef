entry @silu_and_mul_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) {
  %cst_4096_i32 = constant <i32: 4096> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_2 = assume div_by<16>, %assume_1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %0 = make_token : token
  %assume_7 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_7, shape = [%assume_assume, %assume_0, %assume_assume_2], strides = [%assume_assume_4, %assume_assume_6, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_8 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_12 = assume div_by<16>, %assume_11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %1 = make_token : token
  %assume_17 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %tview_18 = make_tensor_view %assume_17, shape = [%assume_assume_9, %assume_10, %assume_assume_12], strides = [%assume_assume_14, %assume_assume_16, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %cst_4096_i32_19 = constant <i32: 4096> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_20 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_21 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %cst_0_i32, %cst_0_i32_22] token = %0 : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x4096xf16>, token
  %cst_-1_i32_23 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_24 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_25 = constant <i32: -1> : tile<i32>
  %pview_26 = make_partition_view %tview : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %tile_28, %result_token_29 = load_view_tko weak %pview_26[%assume_blockId_x, %cst_1_i32, %cst_0_i32_27] token = %0 : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x4096xf16>, token
  %2 = ftof %tile  : tile<1x1x4096xf16> -> tile<1x1x4096xf32>
  %3 = ftof %tile_28  : tile<1x1x4096xf16> -> tile<1x1x4096xf32>
  %4 = negf %2 : tile<1x1x4096xf32>
  %5 = exp %4  : tile<1x1x4096xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<1x1x4096xf32>
  %6 = addf %cst_1_f32, %5  : tile<1x1x4096xf32>
  %7 = divf %2, %6  : tile<1x1x4096xf32>
  %8 = mulf %7, %3  : tile<1x1x4096xf32>
  %9 = ftof %8  : tile<1x1x4096xf32> -> tile<1x1x4096xf16>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_4096_i32_32 = constant <i32: 4096> : tile<i32>
  %cst_-1_i32_33 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_34 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_35 = constant <i32: -1> : tile<i32>
  %pview_36 = make_partition_view %tview_18 : partition_view<tile=(1x1x4096), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %10 = store_view_tko weak %9, %pview_36[%assume_blockId_x, %cst_0_i32_37, %cst_0_i32_38] token = %1 : tile<1x1x4096xf16>, partition_view<tile=(1x1x4096), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
