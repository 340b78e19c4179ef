entry @persistent_layer_norm_fwd_kernel_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<bf16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1, num_worker_warps_per_cta = 4}> {
  %cst_30000_i32 = constant <i32: 30000> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_0 = constant <i32: 256> : tile<i32>
  %cst_256_i32_1 = constant <i32: 256> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_256_i32_2 = constant <i32: 256> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_132_i32 = constant <i32: 132> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_7 = assume div_by<16>, %assume_6 : tile<i32>
  %0 = make_token : token
  %assume_8 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_8, shape = [%assume_assume, %assume_assume_5], strides = [%assume_assume_7, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_9 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_12 = assume div_by<16>, %assume_11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %1 = make_token : token
  %assume_15 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
  %tview_16 = make_tensor_view %assume_15, shape = [%assume_assume_10, %assume_assume_12], strides = [%assume_assume_14, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_17 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %2 = make_token : token
  %assume_19 = assume div_by<16>, %arg10 : tile<ptr<bf16>>
  %tview_20 = make_tensor_view %assume_19, shape = [%assume_assume_18], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_21 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %3 = make_token : token
  %assume_23 = assume div_by<16>, %arg13 : tile<ptr<bf16>>
  %tview_24 = make_tensor_view %assume_23, shape = [%assume_assume_22], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_25 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_assume_26 = assume div_by<16>, %assume_25 : tile<i32>
  %4 = make_token : token
  %assume_27 = assume div_by<16>, %arg16 : tile<ptr<f32>>
  %tview_28 = make_tensor_view %assume_27, shape = [%assume_assume_26], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_29 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_30 = assume div_by<16>, %assume_29 : tile<i32>
  %5 = make_token : token
  %assume_31 = assume div_by<16>, %arg19 : tile<ptr<f32>>
  %tview_32 = make_tensor_view %assume_31, shape = [%assume_assume_30], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_30000_i32_33 = constant <i32: 30000> : tile<i32>
  %cst_256_i32_34 = constant <i32: 256> : tile<i32>
  %cst_256_i32_35 = constant <i32: 256> : tile<i32>
  %cst_256_i32_36 = constant <i32: 256> : tile<i32>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_256_i32_39 = constant <i32: 256> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_132_i32_41 = constant <i32: 132> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_30000_i32_43 = constant <i32: 30000> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_20 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_44] token = %2 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
  %cst_-1_i32_45 = constant <i32: -1> : tile<i32>
  %pview_46 = make_partition_view %tview_24 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
  %cst_0_i32_47 = constant <i32: 0> : tile<i32>
  %tile_48, %result_token_49 = load_view_tko weak %pview_46[%cst_0_i32_47] token = %3 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
  %6 = ftof %tile  : tile<256xbf16> -> tile<256xf32>
  %7 = ftof %tile_48  : tile<256xbf16> -> tile<256xf32>
  %for:6 = for %loopIdx in (%assume_blockId_x to %cst_30000_i32_43, step %cst_132_i32_41) : tile<i32> iter_values(%iterArg0 = %4, %iterArg1 = %4, %iterArg2 = %5, %iterArg3 = %5, %iterArg4 = %1, %iterArg5 = %1) -> (token, token, token, token, token, token) {
    %assume_50 = assume bounded<?, 29999>, %loopIdx : tile<i32>
    %cst_1_i32_51 = constant <i32: 1> : tile<i32>
    %8 = muli %assume_50, %cst_1_i32_51 : tile<i32>
    %9 = iota : tile<1xi32>
    %cst_1_i32_52 = constant <i32: 1> : tile<i32>
    %cst_1_i32_53 = constant <i32: 1> : tile<i32>
    %cst_1_i32_54 = constant <i32: 1> : tile<i32>
    %reshape = reshape %8 : tile<i32> -> tile<1xi32>
    %cst_1_i32_55 = constant <i32: 1> : tile<i32>
    %cst_1_i32_56 = constant <i32: 1> : tile<i32>
    %bcast = broadcast %reshape : tile<1xi32> -> tile<1xi32>
    %10 = addi %bcast, %9 : tile<1xi32>
    %cst_-1_i32_57 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_58 = constant <i32: -1> : tile<i32>
    %pview_59 = make_partition_view %tview : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %cst_0_i32_60 = constant <i32: 0> : tile<i32>
    %tile_61, %result_token_62 = load_view_tko weak %pview_59[%assume_50, %cst_0_i32_60] token = %0 optimization_hints = <sm_90 = {latency = 4}> : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x256xbf16>, token
    %11 = ftof %tile_61  : tile<1x256xbf16> -> tile<1x256xf32>
    %12 = mulf %11, %11  : tile<1x256xf32>
    %reduce = reduce %12 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %31 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %31 : tile<f32>
    }
    %13 = itof %cst_256_i32_34 signed  : tile<i32> -> tile<f32>
    %cst_1_i32_63 = constant <i32: 1> : tile<i32>
    %cst_1_i32_64 = constant <i32: 1> : tile<i32>
    %cst_1_i32_65 = constant <i32: 1> : tile<i32>
    %reshape_66 = reshape %13 : tile<f32> -> tile<1xf32>
    %cst_1_i32_67 = constant <i32: 1> : tile<i32>
    %cst_1_i32_68 = constant <i32: 1> : tile<i32>
    %bcast_69 = broadcast %reshape_66 : tile<1xf32> -> tile<1xf32>
    %14 = divf %reduce, %bcast_69  : tile<1xf32>
    %reduce_70 = reduce %11 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %31 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %31 : tile<f32>
    }
    %15 = itof %cst_256_i32_34 signed  : tile<i32> -> tile<f32>
    %cst_1_i32_71 = constant <i32: 1> : tile<i32>
    %cst_1_i32_72 = constant <i32: 1> : tile<i32>
    %cst_1_i32_73 = constant <i32: 1> : tile<i32>
    %reshape_74 = reshape %15 : tile<f32> -> tile<1xf32>
    %cst_1_i32_75 = constant <i32: 1> : tile<i32>
    %cst_1_i32_76 = constant <i32: 1> : tile<i32>
    %bcast_77 = broadcast %reshape_74 : tile<1xf32> -> tile<1xf32>
    %16 = divf %reduce_70, %bcast_77  : tile<1xf32>
    %17 = negf %16 : tile<1xf32>
    %18 = fma %17, %16, %14  : tile<1xf32>
    %cst_f32 = constant <f32: 9.99999997E-7> : tile<1xf32>
    %19 = addf %18, %cst_f32  : tile<1xf32>
    %20 = rsqrt %19 : tile<1xf32>
    %cst_-1_i32_78 = constant <i32: -1> : tile<i32>
    %pview_79 = make_partition_view %tview_28 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %21 = store_view_tko weak %16, %pview_79[%assume_50] token = %4 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %22 = join_tokens %iterArg0, %21 : token
    %cst_-1_i32_80 = constant <i32: -1> : tile<i32>
    %pview_81 = make_partition_view %tview_32 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %23 = store_view_tko weak %20, %pview_81[%assume_50] token = %5 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %24 = join_tokens %iterArg2, %23 : token
    %cst_1_i32_82 = constant <i32: 1> : tile<i32>
    %cst_1_i32_83 = constant <i32: 1> : tile<i32>
    %cst_1_i32_84 = constant <i32: 1> : tile<i32>
    %reshape_85 = reshape %16 : tile<1xf32> -> tile<1x1xf32>
    %cst_1_i32_86 = constant <i32: 1> : tile<i32>
    %cst_1_i32_87 = constant <i32: 1> : tile<i32>
    %cst_1_i32_88 = constant <i32: 1> : tile<i32>
    %cst_256_i32_89 = constant <i32: 256> : tile<i32>
    %bcast_90 = broadcast %reshape_85 : tile<1x1xf32> -> tile<1x256xf32>
    %25 = subf %11, %bcast_90  : tile<1x256xf32>
    %cst_1_i32_91 = constant <i32: 1> : tile<i32>
    %cst_1_i32_92 = constant <i32: 1> : tile<i32>
    %cst_1_i32_93 = constant <i32: 1> : tile<i32>
    %reshape_94 = reshape %20 : tile<1xf32> -> tile<1x1xf32>
    %cst_1_i32_95 = constant <i32: 1> : tile<i32>
    %cst_1_i32_96 = constant <i32: 1> : tile<i32>
    %cst_1_i32_97 = constant <i32: 1> : tile<i32>
    %cst_256_i32_98 = constant <i32: 256> : tile<i32>
    %bcast_99 = broadcast %reshape_94 : tile<1x1xf32> -> tile<1x256xf32>
    %26 = mulf %25, %bcast_99  : tile<1x256xf32>
    %cst_256_i32_100 = constant <i32: 256> : tile<i32>
    %cst_1_i32_101 = constant <i32: 1> : tile<i32>
    %cst_256_i32_102 = constant <i32: 256> : tile<i32>
    %reshape_103 = reshape %6 : tile<256xf32> -> tile<1x256xf32>
    %cst_256_i32_104 = constant <i32: 256> : tile<i32>
    %cst_1_i32_105 = constant <i32: 1> : tile<i32>
    %cst_256_i32_106 = constant <i32: 256> : tile<i32>
    %reshape_107 = reshape %7 : tile<256xf32> -> tile<1x256xf32>
    %27 = fma %26, %reshape_103, %reshape_107  : tile<1x256xf32>
    %28 = ftof %27  : tile<1x256xf32> -> tile<1x256xbf16>
    %cst_-1_i32_108 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_109 = constant <i32: -1> : tile<i32>
    %pview_110 = make_partition_view %tview_16 : partition_view<tile=(1x256), tensor_view<?x?xbf16, strides=[?,1]>>
    %cst_0_i32_111 = constant <i32: 0> : tile<i32>
    %29 = store_view_tko weak %28, %pview_110[%assume_50, %cst_0_i32_111] token = %1 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1x256xbf16>, partition_view<tile=(1x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %30 = join_tokens %iterArg4, %29 : token
    continue %22, %22, %24, %24, %30, %30 : token, token, token, token, token, token
  }
  return
}
