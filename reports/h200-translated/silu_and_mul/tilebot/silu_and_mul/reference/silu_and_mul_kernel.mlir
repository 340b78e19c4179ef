entry @silu_and_mul_kernel_Kt2_A3f16_3v8l0_4t1_5i16_p16_A3f16_2s1_3v8l0_4t1_5i16_p16_I4096(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<8>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %assume_5 = assume div_by<16>, %arg8 : tile<i32>
  %assume_6 = assume div_by<16>, %arg10 : tile<i32>
  %assume_7 = assume div_by<8>, %arg11 : tile<i32>
  %assume_8 = assume div_by<8>, %arg12 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_13 = assume div_by<16>, %assume_assume_12 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_15 = assume div_by<8>, %assume_assume_14 : tile<i32>
  %assume_assume_16 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_17 = assume div_by<8>, %assume_assume_16 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_11, %assume_assume_assume_13], strides = [%assume_assume_assume_15, %assume_assume_assume_17, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_assume_18 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_19 = assume div_by<16>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_25 = assume div_by<8>, %assume_assume_24 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_25 : tile<i32>
  %tview_26 = make_tensor_view %assume_4, shape = [%assume_assume_assume_19, 1, %assume_assume_assume_21], strides = [%assume_assume_assume_23, %assume_assume_assume_assume, 1] : tile<i32> -> tensor_view<?x1x?xf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32, %cst_0_i32_27] token = %0 : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x4096xf16>, token
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %pview_30 = make_partition_view %tview : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %tile_31, %result_token_32 = load_view_tko weak %pview_30[%blockId_x, %cst_1_i32_28, %cst_0_i32_29] token = %0 : partition_view<tile=(1x1x4096), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x4096xf16>, token
  %1 = ftof %tile  : tile<1x1x4096xf16> -> tile<1x1x4096xf32>
  %2 = ftof %tile_31  : tile<1x1x4096xf16> -> tile<1x1x4096xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %3 = negf %1 : tile<1x1x4096xf32>
  %4 = exp %3  : tile<1x1x4096xf32>
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1x1x1xf32>
  %bcast = broadcast %reshape : tile<1x1x1xf32> -> tile<1x1x4096xf32>
  %5 = addf %bcast, %4  : tile<1x1x4096xf32>
  %6 = divf %1, %5  : tile<1x1x4096xf32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %7 = mulf %6, %2  : tile<1x1x4096xf32>
  %8 = ftof %7  : tile<1x1x4096xf32> -> tile<1x1x4096xf16>
  %pview_35 = make_partition_view %tview_26 : partition_view<tile=(1x1x4096), tensor_view<?x1x?xf16, strides=[?,?,1]>>
  %9 = store_view_tko weak %8, %pview_35[%blockId_x, %cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<1x1x4096xf16>, partition_view<tile=(1x1x4096), tensor_view<?x1x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
