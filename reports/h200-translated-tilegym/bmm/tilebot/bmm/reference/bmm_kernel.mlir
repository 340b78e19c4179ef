entry @_bmm_kernel_Kt1_A3f16_1v8_2i16_3l0_4t1_p16_A3f16_3v8l0_4i16t1_p16_A3f16_3v8l0_4t1_6i16_p16_I128_I128_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<8>, %arg4 : tile<i32>
  %assume_2 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %assume_3 = assume div_by<16>, %arg10 : tile<i32>
  %assume_4 = assume div_by<8>, %arg11 : tile<i32>
  %assume_5 = assume div_by<8>, %arg12 : tile<i32>
  %assume_6 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %assume_7 = assume div_by<16>, %arg16 : tile<i32>
  %assume_8 = assume div_by<16>, %arg17 : tile<i32>
  %assume_9 = assume div_by<8>, %arg18 : tile<i32>
  %assume_10 = assume div_by<8>, %arg19 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_15 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_16 = assume div_by<8>, %assume_assume_15 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_13, %assume_assume_assume, %assume_14], strides = [%assume_assume_assume_16, %assume_17, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_18 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_25 = assume div_by<8>, %assume_assume_24 : tile<i32>
  %tview_26 = make_tensor_view %assume_2, shape = [%assume_18, %assume_19, %assume_assume_assume_21], strides = [%assume_assume_assume_23, %assume_assume_assume_25, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_27 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_31 = assume div_by<16>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_35 = assume div_by<8>, %assume_assume_34 : tile<i32>
  %tview_36 = make_tensor_view %assume_6, shape = [%assume_27, %assume_assume_assume_29, %assume_assume_assume_31], strides = [%assume_assume_assume_33, %assume_assume_assume_35, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_37, %blockId_y_38, %blockId_z_39 = get_tile_block_id : tile<i32>
  %blockId_x_40, %blockId_y_41, %blockId_z_42 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128x32), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %1:3 = get_index_space_shape %pview : partition_view<tile=(1x128x32), tensor_view<?x?x?xf16, strides=[?,?,1]>> -> tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %pview_44 = make_partition_view %tview : partition_view<tile=(1x128x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %pview_45 = make_partition_view %tview_26 : partition_view<tile=(1x32x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32 to %1#2, step %cst_1_i32_43) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x128xf32>) {
    %tile, %result_token = load_view_tko weak %pview_44[%blockId_z_42, %blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x32xf16>, token
    %reshape_47 = reshape %tile : tile<1x128x32xf16> -> tile<128x32xf16>
    %tile_48, %result_token_49 = load_view_tko weak %pview_45[%blockId_z_42, %loopIdx, %blockId_y_38] token = %0 : partition_view<tile=(1x32x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x128xf16>, token
    %reshape_50 = reshape %tile_48 : tile<1x32x128xf16> -> tile<32x128xf16>
    %4 = mmaf %reshape_47, %reshape_50, %iterArg0 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
    continue %4 : tile<128x128xf32>
  }
  %2 = ftof %for  : tile<128x128xf32> -> tile<128x128xf16>
  %reshape = reshape %2 : tile<128x128xf16> -> tile<1x128x128xf16>
  %pview_46 = make_partition_view %tview_36 : partition_view<tile=(1x128x128), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %3 = store_view_tko weak %reshape, %pview_46[%blockId_z_42, %blockId_x, %blockId_y_38] token = %0 : tile<1x128x128xf16>, partition_view<tile=(1x128x128), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
