entry @_mhc_sinkhorn_kernel_Kt1_A2f32_1v4l0_2t1_3i16_p16_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<4>, %arg3 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_3 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_4 = assume div_by<16>, %assume_assume_3 : tile<i32>
  %assume_assume_5 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_6 = assume div_by<4>, %assume_assume_5 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_4], strides = [%assume_assume_assume_6, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x16xf32>, token
  %1 = join_tokens %0, %result_token : token
  %reshape = reshape %tile : tile<1x16xf32> -> tile<4x4xf32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %reshape_7 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_7 : tile<1x1xf32> -> tile<4x4xf32>
  %2 = mulf %reshape, %bcast  : tile<4x4xf32>
  %3 = exp2 %2 : tile<4x4xf32>
  %cst_20_i32 = constant <i32: 20> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32_8 to %cst_20_i32, step %cst_1_i32_9) : tile<i32> iter_values(%iterArg0 = %3) -> (tile<4x4xf32>) {
    %reduce = reduce %iterArg0 dim=1 identities=[0.000000e+00 : f32] : tile<4x4xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %reshape_13 = reshape %reduce : tile<4xf32> -> tile<4x1xf32>
    %bcast_14 = broadcast %reshape_13 : tile<4x1xf32> -> tile<4x4xf32>
    %5 = divf %iterArg0, %bcast_14  : tile<4x4xf32>
    %reduce_15 = reduce %5 dim=0 identities=[0.000000e+00 : f32] : tile<4x4xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %reshape_16 = reshape %reduce_15 : tile<4xf32> -> tile<1x4xf32>
    %bcast_17 = broadcast %reshape_16 : tile<1x4xf32> -> tile<4x4xf32>
    %6 = divf %5, %bcast_17  : tile<4x4xf32>
    continue %6 : tile<4x4xf32>
  }
  %reshape_10 = reshape %for : tile<4x4xf32> -> tile<1x16xf32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %pview_12 = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>
  %4 = store_view_tko weak %reshape_10, %pview_12[%blockId_x, %cst_0_i32_11] token = %1 : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
