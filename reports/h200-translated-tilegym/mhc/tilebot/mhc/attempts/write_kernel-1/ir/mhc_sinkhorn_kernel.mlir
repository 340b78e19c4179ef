entry @mhc_sinkhorn_kernel_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>) {
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_1 = assume div_by<16>, %assume_0 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %0 = make_token : token
  %assume_4 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_4, shape = [%assume_assume, %assume_assume_1], strides = [%assume_assume_3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_5 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x16xf32>, token
  %1 = join_tokens %0, %result_token : token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_4_i32_6 = constant <i32: 4> : tile<i32>
  %reshape = reshape %tile : tile<1x16xf32> -> tile<4x4xf32>
  %cst_f32 = constant <f32: 1.44269502> : tile<4x4xf32>
  %2 = mulf %reshape, %cst_f32  : tile<4x4xf32>
  %3 = exp2 %2 : tile<4x4xf32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %cst_20_i32 = constant <i32: 20> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32_7 to %cst_20_i32, step %cst_1_i32_8) : tile<i32> iter_values(%iterArg0 = %3) -> (tile<4x4xf32>) {
    %reduce = reduce %iterArg0 dim=1 identities=[0.000000e+00 : f32] : tile<4x4xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %cst_4_i32_18 = constant <i32: 4> : tile<i32>
    %cst_4_i32_19 = constant <i32: 4> : tile<i32>
    %cst_1_i32_20 = constant <i32: 1> : tile<i32>
    %reshape_21 = reshape %reduce : tile<4xf32> -> tile<4x1xf32>
    %cst_4_i32_22 = constant <i32: 4> : tile<i32>
    %cst_1_i32_23 = constant <i32: 1> : tile<i32>
    %cst_4_i32_24 = constant <i32: 4> : tile<i32>
    %cst_4_i32_25 = constant <i32: 4> : tile<i32>
    %bcast = broadcast %reshape_21 : tile<4x1xf32> -> tile<4x4xf32>
    %5 = divf %iterArg0, %bcast  : tile<4x4xf32>
    %reduce_26 = reduce %5 dim=0 identities=[0.000000e+00 : f32] : tile<4x4xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %cst_4_i32_27 = constant <i32: 4> : tile<i32>
    %cst_1_i32_28 = constant <i32: 1> : tile<i32>
    %cst_4_i32_29 = constant <i32: 4> : tile<i32>
    %reshape_30 = reshape %reduce_26 : tile<4xf32> -> tile<1x4xf32>
    %cst_1_i32_31 = constant <i32: 1> : tile<i32>
    %cst_4_i32_32 = constant <i32: 4> : tile<i32>
    %cst_4_i32_33 = constant <i32: 4> : tile<i32>
    %cst_4_i32_34 = constant <i32: 4> : tile<i32>
    %bcast_35 = broadcast %reshape_30 : tile<1x4xf32> -> tile<4x4xf32>
    %6 = divf %5, %bcast_35  : tile<4x4xf32>
    continue %6 : tile<4x4xf32>
  }
  %cst_4_i32_9 = constant <i32: 4> : tile<i32>
  %cst_4_i32_10 = constant <i32: 4> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_16_i32_12 = constant <i32: 16> : tile<i32>
  %reshape_13 = reshape %for : tile<4x4xf32> -> tile<1x16xf32>
  %cst_-1_i32_14 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_15 = constant <i32: -1> : tile<i32>
  %pview_16 = make_partition_view %tview : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %4 = store_view_tko weak %reshape_13, %pview_16[%assume_blockId_x, %cst_0_i32_17] token = %1 : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
