entry @rms_bwd_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
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
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %2 = make_token : token
  %assume_19 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %tview_20 = make_tensor_view %assume_19, shape = [%assume_assume_14, %assume_assume_16], strides = [%assume_assume_18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_21 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %3 = make_token : token
  %assume_23 = assume div_by<16>, %arg15 : tile<ptr<f16>>
  %tview_24 = make_tensor_view %assume_23, shape = [%assume_assume_22], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %assume_25 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_26 = assume div_by<16>, %assume_25 : tile<i32>
  %4 = make_token : token
  %assume_27 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %tview_28 = make_tensor_view %assume_27, shape = [%assume_assume_26], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_29 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_30 = assume div_by<16>, %assume_29 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_32 = assume div_by<16>, %assume_31 : tile<i32>
  %assume_33 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_34 = assume div_by<16>, %assume_33 : tile<i32>
  %5 = make_token : token
  %assume_35 = assume div_by<16>, %arg21 : tile<ptr<f32>>
  %tview_36 = make_tensor_view %assume_35, shape = [%assume_assume_30, %assume_assume_32], strides = [%assume_assume_34, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %cst_4_i32_37 = constant <i32: 4> : tile<i32>
  %cst_256_i32_38 = constant <i32: 256> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %6:2 = get_tensor_shape %tview_20 : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %7:2 = get_tensor_shape %tview_20 : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %8 = addi %6#0, %cst_4_i32_37 : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %9 = subi %8, %cst_1_i32_39 : tile<i32>
  %10 = divi %9, %cst_4_i32_37 signed rounding<negative_inf> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_24 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf16, strides=[1]>>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_40] token = %3 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
  %11 = ftof %tile  : tile<256xf16> -> tile<256xf32>
  %cst_256_i32_41 = constant <i32: 256> : tile<i32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_256_i32_43 = constant <i32: 256> : tile<i32>
  %reshape = reshape %11 : tile<256xf32> -> tile<1x256xf32>
  %12 = itof %7#1 signed  : tile<i32> -> tile<f32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %13 = divf %cst_1_f32, %12  : tile<f32>
  %cst_4_i32_44 = constant <i32: 4> : tile<i32>
  %cst_1_i32_45 = constant <i32: 1> : tile<i32>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %cst_1_i32_48 = constant <i32: 1> : tile<i32>
  %reshape_49 = reshape %13 : tile<f32> -> tile<1x1xf32>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %cst_1_i32_51 = constant <i32: 1> : tile<i32>
  %cst_4_i32_52 = constant <i32: 4> : tile<i32>
  %cst_1_i32_53 = constant <i32: 1> : tile<i32>
  %bcast = broadcast %reshape_49 : tile<1x1xf32> -> tile<4x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x256xf32>
  %for:3 = for %loopIdx in (%assume_blockId_x to %10, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0, %iterArg2 = %0) -> (tile<1x256xf32>, token, token) {
    %cst_-1_i32_56 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_57 = constant <i32: -1> : tile<i32>
    %pview_58 = make_partition_view %tview_20 : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cst_0_i32_59 = constant <i32: 0> : tile<i32>
    %tile_60, %result_token_61 = load_view_tko weak %pview_58[%loopIdx, %cst_0_i32_59] token = %2 optimization_hints = <sm_90 = {latency = 10}> : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x256xf16>, token
    %15 = ftof %tile_60  : tile<4x256xf16> -> tile<4x256xf32>
    %cst_-1_i32_62 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_63 = constant <i32: -1> : tile<i32>
    %pview_64 = make_partition_view %tview_12 : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cst_0_i32_65 = constant <i32: 0> : tile<i32>
    %tile_66, %result_token_67 = load_view_tko weak %pview_64[%loopIdx, %cst_0_i32_65] token = %1 optimization_hints = <sm_90 = {latency = 10}> : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x256xf16>, token
    %16 = ftof %tile_66  : tile<4x256xf16> -> tile<4x256xf32>
    %cst_-1_i32_68 = constant <i32: -1> : tile<i32>
    %pview_69 = make_partition_view %tview_28 : partition_view<tile=(4), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %tile_70, %result_token_71 = load_view_tko weak %pview_69[%loopIdx] token = %4 : partition_view<tile=(4), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %cst_4_i32_72 = constant <i32: 4> : tile<i32>
    %cst_4_i32_73 = constant <i32: 4> : tile<i32>
    %cst_1_i32_74 = constant <i32: 1> : tile<i32>
    %reshape_75 = reshape %tile_70 : tile<4xf32> -> tile<4x1xf32>
    %cst_4_i32_76 = constant <i32: 4> : tile<i32>
    %cst_1_i32_77 = constant <i32: 1> : tile<i32>
    %cst_4_i32_78 = constant <i32: 4> : tile<i32>
    %cst_256_i32_79 = constant <i32: 256> : tile<i32>
    %bcast_80 = broadcast %reshape_75 : tile<4x1xf32> -> tile<4x256xf32>
    %17 = mulf %15, %bcast_80  : tile<4x256xf32>
    %cst_1_i32_81 = constant <i32: 1> : tile<i32>
    %cst_256_i32_82 = constant <i32: 256> : tile<i32>
    %cst_4_i32_83 = constant <i32: 4> : tile<i32>
    %cst_256_i32_84 = constant <i32: 256> : tile<i32>
    %bcast_85 = broadcast %reshape : tile<1x256xf32> -> tile<4x256xf32>
    %18 = mulf %16, %bcast_85  : tile<4x256xf32>
    %19 = mulf %17, %18  : tile<4x256xf32>
    %reduce = reduce %19 dim=1 identities=[0.000000e+00 : f32] : tile<4x256xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %29 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %29 : tile<f32>
    }
    %cst_4_i32_86 = constant <i32: 4> : tile<i32>
    %cst_4_i32_87 = constant <i32: 4> : tile<i32>
    %reshape_88 = reshape %reduce : tile<4xf32> -> tile<4xf32>
    %cst_4_i32_89 = constant <i32: 4> : tile<i32>
    %cst_4_i32_90 = constant <i32: 4> : tile<i32>
    %cst_1_i32_91 = constant <i32: 1> : tile<i32>
    %reshape_92 = reshape %reshape_88 : tile<4xf32> -> tile<4x1xf32>
    %20 = mulf %reshape_92, %bcast  : tile<4x1xf32>
    %cst_4_i32_93 = constant <i32: 4> : tile<i32>
    %cst_1_i32_94 = constant <i32: 1> : tile<i32>
    %cst_4_i32_95 = constant <i32: 4> : tile<i32>
    %cst_256_i32_96 = constant <i32: 256> : tile<i32>
    %bcast_97 = broadcast %20 : tile<4x1xf32> -> tile<4x256xf32>
    %21 = mulf %17, %bcast_97  : tile<4x256xf32>
    %22 = subf %18, %21  : tile<4x256xf32>
    %cst_4_i32_98 = constant <i32: 4> : tile<i32>
    %cst_1_i32_99 = constant <i32: 1> : tile<i32>
    %cst_4_i32_100 = constant <i32: 4> : tile<i32>
    %cst_256_i32_101 = constant <i32: 256> : tile<i32>
    %bcast_102 = broadcast %reshape_75 : tile<4x1xf32> -> tile<4x256xf32>
    %23 = mulf %22, %bcast_102  : tile<4x256xf32>
    %24 = ftof %23  : tile<4x256xf32> -> tile<4x256xf16>
    %pview_103 = make_partition_view %tview : partition_view<tile=(4x256), tensor_view<?x?xf16, strides=[?,1]>>
    %cst_0_i32_104 = constant <i32: 0> : tile<i32>
    %25 = store_view_tko weak %24, %pview_103[%loopIdx, %cst_0_i32_104] token = %0 optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : tile<4x256xf16>, partition_view<tile=(4x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %26 = join_tokens %iterArg1, %25 : token
    %27 = mulf %16, %17  : tile<4x256xf32>
    %reduce_105 = reduce %27 dim=0 identities=[0.000000e+00 : f32] : tile<4x256xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %29 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %29 : tile<f32>
    }
    %cst_256_i32_106 = constant <i32: 256> : tile<i32>
    %cst_256_i32_107 = constant <i32: 256> : tile<i32>
    %reshape_108 = reshape %reduce_105 : tile<256xf32> -> tile<256xf32>
    %cst_256_i32_109 = constant <i32: 256> : tile<i32>
    %cst_1_i32_110 = constant <i32: 1> : tile<i32>
    %cst_256_i32_111 = constant <i32: 256> : tile<i32>
    %reshape_112 = reshape %reshape_108 : tile<256xf32> -> tile<1x256xf32>
    %28 = addf %iterArg0, %reshape_112  : tile<1x256xf32>
    continue %28, %26, %26 : tile<1x256xf32>, token, token
  }
  %pview_54 = make_partition_view %tview_36 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
  %cst_0_i32_55 = constant <i32: 0> : tile<i32>
  %14 = store_view_tko weak %for#0, %pview_54[%assume_blockId_x, %cst_0_i32_55] token = %5 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
