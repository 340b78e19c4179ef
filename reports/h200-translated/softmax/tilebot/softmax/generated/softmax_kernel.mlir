entry @softmax_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) {
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
  %cst_1024_i32_13 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_14 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xf16>, token
  %2 = ftof %tile  : tile<1x1024xf16> -> tile<1x1024xf32>
  %reduce = reduce %2 dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %8 : tile<f32>
  }
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %cst_1_i32_18 = constant <i32: 1> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %cst_1024_i32_20 = constant <i32: 1024> : tile<i32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x1024xf32>
  %3 = subf %2, %bcast  : tile<1x1024xf32>
  %4 = exp %3  : tile<1x1024xf32>
  %reduce_21 = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %8 : tile<f32>
  }
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %reshape_25 = reshape %reduce_21 : tile<1xf32> -> tile<1x1xf32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1024_i32_29 = constant <i32: 1024> : tile<i32>
  %bcast_30 = broadcast %reshape_25 : tile<1x1xf32> -> tile<1x1024xf32>
  %5 = divf %4, %bcast_30  : tile<1x1024xf32>
  %6 = ftof %5  : tile<1x1024xf32> -> tile<1x1024xf16>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_1024_i32_32 = constant <i32: 1024> : tile<i32>
  %cst_-1_i32_33 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_34 = constant <i32: -1> : tile<i32>
  %pview_35 = make_partition_view %tview_12 : partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,1]>>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %7 = store_view_tko weak %6, %pview_35[%assume_blockId_x, %cst_0_i32_36] token = %1 : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  return
}
