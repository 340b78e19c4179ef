entry @bmm_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %0 = make_token : token
  %assume_6 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_6, shape = [%assume, %assume_assume, %assume_2], strides = [%assume_assume_4, %assume_5, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_12 = assume div_by<16>, %assume_11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %1 = make_token : token
  %assume_15 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %tview_16 = make_tensor_view %assume_15, shape = [%assume_7, %assume_8, %assume_assume_10], strides = [%assume_assume_12, %assume_assume_14, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_17 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_23 = assume div_by<16>, %assume_22 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_25 = assume div_by<16>, %assume_24 : tile<i32>
  %2 = make_token : token
  %assume_26 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_27 = make_tensor_view %assume_26, shape = [%assume_17, %assume_assume_19, %assume_assume_21], strides = [%assume_assume_23, %assume_assume_25, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %cst_128_i32_28 = constant <i32: 128> : tile<i32>
  %cst_128_i32_29 = constant <i32: 128> : tile<i32>
  %cst_32_i32_30 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_31, %blockId_y_32, %blockId_z_33 = get_tile_block_id : tile<i32>
  %assume_blockId_x_34 = assume bounded<0, ?>, %blockId_x_31 : tile<i32>
  %assume_blockId_y_35 = assume bounded<0, ?>, %blockId_y_32 : tile<i32>
  %assume_blockId_z_36 = assume bounded<0, ?>, %blockId_z_33 : tile<i32>
  %blockId_x_37, %blockId_y_38, %blockId_z_39 = get_tile_block_id : tile<i32>
  %assume_blockId_x_40 = assume bounded<0, ?>, %blockId_x_37 : tile<i32>
  %assume_blockId_y_41 = assume bounded<0, ?>, %blockId_y_38 : tile<i32>
  %assume_blockId_z_42 = assume bounded<0, ?>, %blockId_z_39 : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_43 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_44 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128x32), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %3:3 = get_index_space_shape %pview : partition_view<tile=(1x128x32), tensor_view<?x?x?xf16, strides=[?,?,1]>> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %3#2, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x128xf32>) {
    %assume_54 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_55 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_56 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_57 = constant <i32: -1> : tile<i32>
    %pview_58 = make_partition_view %tview : partition_view<tile=(1x128x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %tile, %result_token = load_view_tko weak %pview_58[%assume_blockId_z_42, %assume_blockId_x, %assume_54] token = %0 : partition_view<tile=(1x128x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x32xf16>, token
    %cst_1_i32_59 = constant <i32: 1> : tile<i32>
    %cst_128_i32_60 = constant <i32: 128> : tile<i32>
    %cst_32_i32_61 = constant <i32: 32> : tile<i32>
    %cst_128_i32_62 = constant <i32: 128> : tile<i32>
    %cst_32_i32_63 = constant <i32: 32> : tile<i32>
    %reshape_64 = reshape %tile : tile<1x128x32xf16> -> tile<128x32xf16>
    %cst_-1_i32_65 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_66 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_67 = constant <i32: -1> : tile<i32>
    %pview_68 = make_partition_view %tview_16 : partition_view<tile=(1x32x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %tile_69, %result_token_70 = load_view_tko weak %pview_68[%assume_blockId_z_42, %assume_54, %assume_blockId_y_35] token = %1 : partition_view<tile=(1x32x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x128xf16>, token
    %cst_1_i32_71 = constant <i32: 1> : tile<i32>
    %cst_32_i32_72 = constant <i32: 32> : tile<i32>
    %cst_128_i32_73 = constant <i32: 128> : tile<i32>
    %cst_32_i32_74 = constant <i32: 32> : tile<i32>
    %cst_128_i32_75 = constant <i32: 128> : tile<i32>
    %reshape_76 = reshape %tile_69 : tile<1x32x128xf16> -> tile<32x128xf16>
    %6 = mmaf %reshape_64, %reshape_76, %iterArg0 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
    continue %6 : tile<128x128xf32>
  }
  %4 = ftof %for  : tile<128x128xf32> -> tile<128x128xf16>
  %cst_128_i32_45 = constant <i32: 128> : tile<i32>
  %cst_128_i32_46 = constant <i32: 128> : tile<i32>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %cst_128_i32_48 = constant <i32: 128> : tile<i32>
  %cst_128_i32_49 = constant <i32: 128> : tile<i32>
  %reshape = reshape %4 : tile<128x128xf16> -> tile<1x128x128xf16>
  %cst_-1_i32_50 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_51 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_52 = constant <i32: -1> : tile<i32>
  %pview_53 = make_partition_view %tview_27 : partition_view<tile=(1x128x128), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %5 = store_view_tko weak %reshape, %pview_53[%assume_blockId_z_42, %assume_blockId_x, %assume_blockId_y_35] token = %2 : tile<1x128x128xf16>, partition_view<tile=(1x128x128), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
