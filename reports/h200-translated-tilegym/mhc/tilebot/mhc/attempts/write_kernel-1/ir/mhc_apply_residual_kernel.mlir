entry @mhc_apply_residual_kernel_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<f32>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<bf16>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>) {
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
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
  %assume_7 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_7, shape = [%assume_assume, %assume_0, %assume_assume_2], strides = [%assume_assume_4, %assume_assume_6, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_8 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_13 = assume div_by<16>, %assume_12 : tile<i32>
  %1 = make_token : token
  %assume_14 = assume div_by<16>, %arg7 : tile<ptr<bf16>>
  %tview_15 = make_tensor_view %assume_14, shape = [%assume_assume_9, %assume_assume_11], strides = [%assume_assume_13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg15 : tile<i32>
  %2 = make_token : token
  %assume_20 = assume div_by<16>, %arg12 : tile<ptr<f32>>
  %tview_21 = make_tensor_view %assume_20, shape = [%assume_assume_17, %assume_18], strides = [%assume_19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_22 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_23 = assume div_by<16>, %assume_22 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg22 : tile<i32>
  %3 = make_token : token
  %assume_28 = assume div_by<16>, %arg17 : tile<ptr<f32>>
  %tview_29 = make_tensor_view %assume_28, shape = [%assume_assume_23, %assume_24, %assume_25], strides = [%assume_26, %assume_27, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
  %assume_30 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_31 = assume div_by<16>, %assume_30 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_33 = assume bounded<0, ?>, %arg27 : tile<i32>
  %assume_assume_34 = assume div_by<16>, %assume_33 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_36 = assume div_by<16>, %assume_35 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_38 = assume div_by<16>, %assume_37 : tile<i32>
  %4 = make_token : token
  %assume_39 = assume div_by<16>, %arg24 : tile<ptr<bf16>>
  %tview_40 = make_tensor_view %assume_39, shape = [%assume_assume_31, %assume_32, %assume_assume_34], strides = [%assume_assume_36, %assume_assume_38, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_41 = assume div_by<16>, %arg31 : tile<i32>
  %cst_4_i32_42 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_43 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_44, %blockId_y_45, %blockId_z_46 = get_tile_block_id : tile<i32>
  %assume_blockId_x_47 = assume bounded<0, ?>, %blockId_x_44 : tile<i32>
  %assume_blockId_y_48 = assume bounded<0, ?>, %blockId_y_45 : tile<i32>
  %assume_blockId_z_49 = assume bounded<0, ?>, %blockId_z_46 : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_50 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_15 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %assume_blockId_y_48] token = %1 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
  %5 = ftof %tile  : tile<1x1024xbf16> -> tile<1x1024xf32>
  %cst_-1_i32_51 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_52 = constant <i32: -1> : tile<i32>
  %pview_53 = make_partition_view %tview_21 : partition_view<tile=(1x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile_54, %result_token_55 = load_view_tko weak %pview_53[%assume_blockId_x, %cst_0_i32] token = %2 : partition_view<tile=(1x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x4xf32>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_4_i32_56 = constant <i32: 4> : tile<i32>
  %cst_4_i32_57 = constant <i32: 4> : tile<i32>
  %cst_1_i32_58 = constant <i32: 1> : tile<i32>
  %reshape = reshape %tile_54 : tile<1x4xf32> -> tile<4x1xf32>
  %cst_-1_i32_59 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_60 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_61 = constant <i32: -1> : tile<i32>
  %pview_62 = make_partition_view %tview_29 : partition_view<tile=(1x4x4), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
  %cst_0_i32_63 = constant <i32: 0> : tile<i32>
  %cst_0_i32_64 = constant <i32: 0> : tile<i32>
  %tile_65, %result_token_66 = load_view_tko weak %pview_62[%assume_blockId_x, %cst_0_i32_63, %cst_0_i32_64] token = %3 : partition_view<tile=(1x4x4), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x4x4xf32>, token
  %cst_1_i32_67 = constant <i32: 1> : tile<i32>
  %cst_4_i32_68 = constant <i32: 4> : tile<i32>
  %cst_4_i32_69 = constant <i32: 4> : tile<i32>
  %cst_4_i32_70 = constant <i32: 4> : tile<i32>
  %cst_4_i32_71 = constant <i32: 4> : tile<i32>
  %reshape_72 = reshape %tile_65 : tile<1x4x4xf32> -> tile<4x4xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x1024xf32>
  %cst_0_i32_73 = constant <i32: 0> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32_73 to %cst_4_i32_42, step %cst_1_i32_74) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<4x1024xf32>) {
    %assume_92 = assume bounded<0, 3>, %loopIdx : tile<i32>
    %cst_-1_i32_93 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_94 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_95 = constant <i32: -1> : tile<i32>
    %pview_96 = make_partition_view %tview : partition_view<tile=(1x1x1024), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %tile_97, %result_token_98 = load_view_tko weak %pview_96[%assume_blockId_x, %assume_92, %assume_blockId_y_48] token = %0 : partition_view<tile=(1x1x1024), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x1024xbf16>, token
    %cst_1_i32_99 = constant <i32: 1> : tile<i32>
    %cst_1_i32_100 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_101 = constant <i32: 1024> : tile<i32>
    %cst_1_i32_102 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_103 = constant <i32: 1024> : tile<i32>
    %reshape_104 = reshape %tile_97 : tile<1x1x1024xbf16> -> tile<1x1024xbf16>
    %10 = ftof %reshape_104  : tile<1x1024xbf16> -> tile<1x1024xf32>
    %cst_0_i32_105 = constant <i32: 0> : tile<i32>
    %11 = extract %reshape_72[%cst_0_i32_105, %assume_92] : tile<4x4xf32> -> tile<4x1xf32>
    %cst_1_i32_106 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_107 = constant <i32: 1024> : tile<i32>
    %cst_4_i32_108 = constant <i32: 4> : tile<i32>
    %cst_1024_i32_109 = constant <i32: 1024> : tile<i32>
    %bcast_110 = broadcast %10 : tile<1x1024xf32> -> tile<4x1024xf32>
    %cst_4_i32_111 = constant <i32: 4> : tile<i32>
    %cst_1_i32_112 = constant <i32: 1> : tile<i32>
    %cst_4_i32_113 = constant <i32: 4> : tile<i32>
    %cst_1024_i32_114 = constant <i32: 1024> : tile<i32>
    %bcast_115 = broadcast %11 : tile<4x1xf32> -> tile<4x1024xf32>
    %12 = mulf %bcast_115, %bcast_110  : tile<4x1024xf32>
    %13 = fma %bcast_115, %bcast_110, %iterArg0  : tile<4x1024xf32>
    continue %13 : tile<4x1024xf32>
  }
  %cst_4_i32_75 = constant <i32: 4> : tile<i32>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %cst_4_i32_77 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_78 = constant <i32: 1024> : tile<i32>
  %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x1024xf32>
  %cst_1_i32_79 = constant <i32: 1> : tile<i32>
  %cst_1024_i32_80 = constant <i32: 1024> : tile<i32>
  %cst_4_i32_81 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_82 = constant <i32: 1024> : tile<i32>
  %bcast_83 = broadcast %5 : tile<1x1024xf32> -> tile<4x1024xf32>
  %6 = mulf %bcast, %bcast_83  : tile<4x1024xf32>
  %7 = fma %bcast, %bcast_83, %for  : tile<4x1024xf32>
  %8 = ftof %7  : tile<4x1024xf32> -> tile<4x1024xbf16>
  %cst_4_i32_84 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_85 = constant <i32: 1024> : tile<i32>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %cst_4_i32_87 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_88 = constant <i32: 1024> : tile<i32>
  %reshape_89 = reshape %8 : tile<4x1024xbf16> -> tile<1x4x1024xbf16>
  %pview_90 = make_partition_view %tview_40 : partition_view<tile=(1x4x1024), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %9 = store_view_tko weak %reshape_89, %pview_90[%assume_blockId_x, %cst_0_i32_91, %assume_blockId_y_48] token = %4 : tile<1x4x1024xbf16>, partition_view<tile=(1x4x1024), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
