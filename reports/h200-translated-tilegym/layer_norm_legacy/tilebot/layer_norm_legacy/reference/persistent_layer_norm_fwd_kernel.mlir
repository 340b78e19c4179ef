entry @_persistent_layer_norm_fwd_kernel_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1bf16_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I30000_I256_F3eb0c6f7a0b5ed8d_I256_I256_I0_I1_I1_I256_I1_I132(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<bf16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1, num_worker_warps_per_cta = 4}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<bf16>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<ptr<bf16>>
  %assume_10 = assume div_by<16>, %arg14 : tile<i32>
  %assume_11 = assume div_by<16>, %arg16 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg17 : tile<i32>
  %assume_13 = assume div_by<16>, %arg19 : tile<ptr<f32>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %cst_1_i32_18 = constant <i32: 1> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_21], strides = [%assume_assume_assume_23, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_24 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_27 = assume div_by<16>, %assume_assume_26 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_29 = assume div_by<8>, %assume_assume_28 : tile<i32>
  %tview_30 = make_tensor_view %assume_3, shape = [%assume_assume_assume_25, %assume_assume_assume_27], strides = [%assume_assume_assume_29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_31 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %tview_33 = make_tensor_view %assume_7, shape = [%assume_assume_assume_32], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_assume_34 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_35 = assume div_by<16>, %assume_assume_34 : tile<i32>
  %tview_36 = make_tensor_view %assume_9, shape = [%assume_assume_assume_35], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_assume_37 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_38 = assume div_by<16>, %assume_assume_37 : tile<i32>
  %tview_39 = make_tensor_view %assume_11, shape = [%assume_assume_assume_38], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_40 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %tview_42 = make_tensor_view %assume_13, shape = [%assume_assume_assume_41], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %cst_132_i32 = constant <i32: 132> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_30000_i32 = constant <i32: 30000> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_33 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
  %cst_0_i32_43 = constant <i32: 0> : tile<i32>
  %pview_44 = make_partition_view %tview_36 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
  %tile_45, %result_token_46 = load_view_tko weak %pview_44[%cst_0_i32_43] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
  %1 = ftof %tile  : tile<256xbf16> -> tile<256xf32>
  %2 = ftof %tile_45  : tile<256xbf16> -> tile<256xf32>
  %cst_0_i32_47 = constant <i32: 0> : tile<i32>
  %pview_48 = make_partition_view %tview : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
  %reshape = reshape %cst_256_f32 : tile<f32> -> tile<1xf32>
  %cst_256_f32_49 = constant <f32: 2.560000e+02> : tile<f32>
  %reshape_50 = reshape %cst_256_f32_49 : tile<f32> -> tile<1xf32>
  %reshape_51 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %pview_52 = make_partition_view %tview_39 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %pview_53 = make_partition_view %tview_42 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %reshape_54 = reshape %1 : tile<256xf32> -> tile<1x256xf32>
  %reshape_55 = reshape %2 : tile<256xf32> -> tile<1x256xf32>
  %cst_0_i32_56 = constant <i32: 0> : tile<i32>
  %pview_57 = make_partition_view %tview_30 : partition_view<tile=(1x256), tensor_view<?x?xbf16, strides=[?,1]>>
  for %loopIdx in (%blockId_x to %cst_30000_i32, step %cst_132_i32) : tile<i32> {
    %tile_58, %result_token_59 = load_view_tko weak %pview_48[%loopIdx, %cst_0_i32_47] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x256xbf16>, token
    %3 = ftof %tile_58  : tile<1x256xbf16> -> tile<1x256xf32>
    %4 = mulf %3, %3  : tile<1x256xf32>
    %reduce = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %18 : tile<f32>
    }
    %5 = divf %reduce, %reshape  : tile<1xf32>
    %reduce_60 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %18 : tile<f32>
    }
    %6 = divf %reduce_60, %reshape_50  : tile<1xf32>
    %7 = negf %6 : tile<1xf32>
    %8 = fma %7, %6, %5  : tile<1xf32>
    %9 = addf %8, %reshape_51  : tile<1xf32>
    %10 = rsqrt %9 : tile<1xf32>
    %11 = store_view_tko weak %6, %pview_52[%loopIdx] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %12 = store_view_tko weak %10, %pview_53[%loopIdx] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %reshape_61 = reshape %6 : tile<1xf32> -> tile<1x1xf32>
    %bcast = broadcast %reshape_61 : tile<1x1xf32> -> tile<1x256xf32>
    %13 = subf %3, %bcast  : tile<1x256xf32>
    %reshape_62 = reshape %10 : tile<1xf32> -> tile<1x1xf32>
    %bcast_63 = broadcast %reshape_62 : tile<1x1xf32> -> tile<1x256xf32>
    %14 = mulf %13, %bcast_63  : tile<1x256xf32>
    %15 = fma %14, %reshape_54, %reshape_55  : tile<1x256xf32>
    %16 = ftof %15  : tile<1x256xf32> -> tile<1x256xbf16>
    %17 = store_view_tko weak %16, %pview_57[%loopIdx, %cst_0_i32_56] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x256xbf16>, partition_view<tile=(1x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
  }
  return
}
