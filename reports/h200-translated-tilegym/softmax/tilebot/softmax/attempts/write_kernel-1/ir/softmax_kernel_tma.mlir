entry @softmax_kernel_tma_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_0 = constant <i32: 256> : tile<i32>
  %cst_256_i32_1 = constant <i32: 256> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %0 = make_token : token
  %assume_6 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_6, shape = [%assume_assume, %assume_assume_3], strides = [%assume_assume_5, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_12 = assume div_by<16>, %assume_11 : tile<i32>
  %1 = make_token : token
  %assume_13 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %tview_14 = make_tensor_view %assume_13, shape = [%assume_assume_8, %assume_assume_10], strides = [%assume_assume_12, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %cst_256_i32_15 = constant <i32: 256> : tile<i32>
  %cst_256_i32_16 = constant <i32: 256> : tile<i32>
  %cst_256_i32_17 = constant <i32: 256> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %for:2 = for %loopIdx in (%assume_blockId_x to %cst_256_i32_15, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %0, %iterArg1 = %0) -> (token, token) {
    %assume_18 = assume bounded<?, 255>, %loopIdx : tile<i32>
    %cst_-1_i32 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_19 = constant <i32: -1> : tile<i32>
    %pview = make_partition_view %tview_14 : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %tile, %result_token = load_view_tko weak %pview[%assume_18, %cst_0_i32] token = %1 : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x256xf32>, token
    %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %7 : tile<f32>
    }
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_20 = constant <i32: 1> : tile<i32>
    %cst_1_i32_21 = constant <i32: 1> : tile<i32>
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %cst_1_i32_22 = constant <i32: 1> : tile<i32>
    %cst_1_i32_23 = constant <i32: 1> : tile<i32>
    %cst_1_i32_24 = constant <i32: 1> : tile<i32>
    %cst_256_i32_25 = constant <i32: 256> : tile<i32>
    %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x256xf32>
    %2 = subf %tile, %bcast  : tile<1x256xf32>
    %3 = exp %2 rounding<approx> : tile<1x256xf32>
    %reduce_26 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %cst_1_i32_27 = constant <i32: 1> : tile<i32>
    %cst_1_i32_28 = constant <i32: 1> : tile<i32>
    %cst_1_i32_29 = constant <i32: 1> : tile<i32>
    %reshape_30 = reshape %reduce_26 : tile<1xf32> -> tile<1x1xf32>
    %cst_1_i32_31 = constant <i32: 1> : tile<i32>
    %cst_1_i32_32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_33 = constant <i32: 1> : tile<i32>
    %cst_256_i32_34 = constant <i32: 256> : tile<i32>
    %bcast_35 = broadcast %reshape_30 : tile<1x1xf32> -> tile<1x256xf32>
    %4 = divf %3, %bcast_35 rounding<approx> flush_to_zero : tile<1x256xf32>
    %cst_-1_i32_36 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_37 = constant <i32: -1> : tile<i32>
    %pview_38 = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
    %cst_0_i32_39 = constant <i32: 0> : tile<i32>
    %5 = store_view_tko weak %4, %pview_38[%assume_18, %cst_0_i32_39] token = %0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %6 = join_tokens %iterArg0, %5 : token
    continue %6, %6 : token, token
  }
  return
}
