entry @softmax_kernel_Kt1_A2f32_1v4l0_2i16t1_p16_A2f32_1v4l0_2i16t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<4>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_3 = assume div_by<16>, %arg7 : tile<i32>
  %assume_4 = assume div_by<4>, %arg8 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_7 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_8 = assume div_by<4>, %assume_assume_7 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_6, %assume_assume_assume], strides = [%assume_assume_assume_8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_9 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_10 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_11 = assume div_by<16>, %assume_assume_10 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_13 = assume div_by<4>, %assume_assume_12 : tile<i32>
  %tview_14 = make_tensor_view %assume_2, shape = [%assume_9, %assume_assume_assume_11], strides = [%assume_assume_assume_13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x128xf32>, token
  %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %5 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x128xf32>
  %1 = subf %tile, %bcast  : tile<1x128xf32>
  %2 = exp %1  : tile<1x128xf32>
  %reduce_15 = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %5 : tile<f32>
  }
  %reshape_16 = reshape %reduce_15 : tile<1xf32> -> tile<1x1xf32>
  %bcast_17 = broadcast %reshape_16 : tile<1x1xf32> -> tile<1x128xf32>
  %3 = divf %2, %bcast_17  : tile<1x128xf32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %pview_19 = make_partition_view %tview_14 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,1]>>
  %4 = store_view_tko weak %3, %pview_19[%blockId_x, %cst_0_i32_18] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
