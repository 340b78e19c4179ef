entry @_mhc_apply_residual_kernel_Kt1_A3bf16_3v8l0_4t1_5i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A2f32_1i16v4l0_2t1_p16_A3f32_1i16_3v4l0_4t1_p16_A3bf16_3v8l0_4t1_5i16_p16_Si32_I4_I1024(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<f32>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<bf16>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<8>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<16>, %arg7 : tile<ptr<bf16>>
  %assume_5 = assume div_by<16>, %arg8 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<i32>
  %assume_7 = assume div_by<8>, %arg10 : tile<i32>
  %assume_8 = assume div_by<16>, %arg12 : tile<ptr<f32>>
  %assume_9 = assume div_by<16>, %arg13 : tile<i32>
  %assume_10 = assume div_by<4>, %arg15 : tile<i32>
  %assume_11 = assume div_by<16>, %arg17 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg18 : tile<i32>
  %assume_13 = assume div_by<4>, %arg21 : tile<i32>
  %assume_14 = assume div_by<4>, %arg22 : tile<i32>
  %assume_15 = assume div_by<16>, %arg24 : tile<ptr<bf16>>
  %assume_16 = assume div_by<16>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<i32>
  %assume_18 = assume div_by<8>, %arg28 : tile<i32>
  %assume_19 = assume div_by<8>, %arg29 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_25 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_26 = assume div_by<16>, %assume_assume_25 : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_28 = assume div_by<8>, %assume_assume_27 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_30 = assume div_by<8>, %assume_assume_29 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_24, %assume_assume_assume_26], strides = [%assume_assume_assume_28, %assume_assume_assume_30, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_assume_31 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_34 = assume div_by<16>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %tview_37 = make_tensor_view %assume_4, shape = [%assume_assume_assume_32, %assume_assume_assume_34], strides = [%assume_assume_assume_36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_38 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_39 = assume div_by<16>, %assume_assume_38 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_41 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_42 = assume div_by<4>, %assume_assume_41 : tile<i32>
  %tview_43 = make_tensor_view %assume_8, shape = [%assume_assume_assume_39, %assume_40], strides = [%assume_assume_assume_42, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_44 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_45 = assume div_by<16>, %assume_assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_49 = assume div_by<4>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_51 = assume div_by<4>, %assume_assume_50 : tile<i32>
  %tview_52 = make_tensor_view %assume_11, shape = [%assume_assume_assume_45, %assume_46, %assume_47], strides = [%assume_assume_assume_49, %assume_assume_assume_51, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
  %assume_assume_53 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_55 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_assume_56 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_57 = assume div_by<16>, %assume_assume_56 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_59 = assume div_by<8>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_61 = assume div_by<8>, %assume_assume_60 : tile<i32>
  %tview_62 = make_tensor_view %assume_15, shape = [%assume_assume_assume_54, %assume_55, %assume_assume_assume_57], strides = [%assume_assume_assume_59, %assume_assume_assume_61, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_63, %blockId_y_64, %blockId_z_65 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_37 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_64] token = %0 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
  %1 = ftof %tile  : tile<1x1024xbf16> -> tile<1x1024xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview_66 = make_partition_view %tview_43 : partition_view<tile=(1x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %tile_67, %result_token_68 = load_view_tko weak %pview_66[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x4xf32>, token
  %reshape = reshape %tile_67 : tile<1x4xf32> -> tile<4x1xf32>
  %cst_0_i32_69 = constant <i32: 0> : tile<i32>
  %cst_0_i32_70 = constant <i32: 0> : tile<i32>
  %pview_71 = make_partition_view %tview_52 : partition_view<tile=(1x4x4), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
  %tile_72, %result_token_73 = load_view_tko weak %pview_71[%blockId_x, %cst_0_i32_69, %cst_0_i32_70] token = %0 : partition_view<tile=(1x4x4), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x4x4xf32>, token
  %reshape_74 = reshape %tile_72 : tile<1x4x4xf32> -> tile<4x4xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x1024xf32>
  %cst_0_i32_75 = constant <i32: 0> : tile<i32>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %pview_77 = make_partition_view %tview : partition_view<tile=(1x1x1024), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %cst_0_i32_78 = constant <i32: 0> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32_75 to %cst_4_i32, step %cst_1_i32_76) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<4x1024xf32>) {
    %tile_83, %result_token_84 = load_view_tko weak %pview_77[%blockId_x, %loopIdx, %blockId_y_64] token = %0 : partition_view<tile=(1x1x1024), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x1024xbf16>, token
    %reshape_85 = reshape %tile_83 : tile<1x1x1024xbf16> -> tile<1x1024xbf16>
    %5 = ftof %reshape_85  : tile<1x1024xbf16> -> tile<1x1024xf32>
    %6 = extract %reshape_74[%cst_0_i32_78, %loopIdx] : tile<4x4xf32> -> tile<4x1xf32>
    %bcast_86 = broadcast %5 : tile<1x1024xf32> -> tile<4x1024xf32>
    %bcast_87 = broadcast %6 : tile<4x1xf32> -> tile<4x1024xf32>
    %7 = fma %bcast_87, %bcast_86, %iterArg0  : tile<4x1024xf32>
    continue %7 : tile<4x1024xf32>
  }
  %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x1024xf32>
  %bcast_79 = broadcast %1 : tile<1x1024xf32> -> tile<4x1024xf32>
  %2 = fma %bcast, %bcast_79, %for  : tile<4x1024xf32>
  %3 = ftof %2  : tile<4x1024xf32> -> tile<4x1024xbf16>
  %reshape_80 = reshape %3 : tile<4x1024xbf16> -> tile<1x4x1024xbf16>
  %cst_0_i32_81 = constant <i32: 0> : tile<i32>
  %pview_82 = make_partition_view %tview_62 : partition_view<tile=(1x4x1024), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %4 = store_view_tko weak %reshape_80, %pview_82[%blockId_x, %cst_0_i32_81, %blockId_y_64] token = %0 : tile<1x4x1024xbf16>, partition_view<tile=(1x4x1024), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
