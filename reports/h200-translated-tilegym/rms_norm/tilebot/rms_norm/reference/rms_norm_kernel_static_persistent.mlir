entry @_rms_norm_kernel_static_persistent_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A1f16_1i16t1_p16_A1f32_1i16t1_p16_I16_I1024_F3ee4f8b588e368f1_F0000000000000000(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<ptr<f32>>
  %assume_10 = assume div_by<16>, %arg14 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_15 = assume div_by<16>, %assume_assume_14 : tile<i32>
  %assume_assume_16 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_17 = assume div_by<8>, %assume_assume_16 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_15], strides = [%assume_assume_assume_17, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_18 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_19 = assume div_by<16>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %tview_24 = make_tensor_view %assume_3, shape = [%assume_assume_assume_19, %assume_assume_assume_21], strides = [%assume_assume_assume_23, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_25 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_26 = assume div_by<16>, %assume_assume_25 : tile<i32>
  %tview_27 = make_tensor_view %assume_7, shape = [%assume_assume_assume_26], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %assume_assume_28 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %tview_30 = make_tensor_view %assume_9, shape = [%assume_assume_assume_29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = addi %assume_assume_assume, %cst_16_i32 : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %2 = subi %1, %cst_1_i32_31 : tile<i32>
  %3 = divi %2, %cst_16_i32 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_27 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
  %4 = ftof %tile  : tile<1024xf16> -> tile<1024xf32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %pview_33 = make_partition_view %tview : partition_view<tile=(16x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %5 = itof %assume_assume_assume_15 signed  : tile<i32> -> tile<f32>
  %6 = mulf %5, %cst_1_f32  : tile<f32>
  %reshape = reshape %6 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x1xf32>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<16x1xf32>
  %pview_34 = make_partition_view %tview_30 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %reshape_35 = reshape %4 : tile<1024xf32> -> tile<1x1024xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1024xf32>
  %7 = addf %cst_0_f32, %reshape_35  : tile<1x1024xf32>
  %bcast_36 = broadcast %7 : tile<1x1024xf32> -> tile<16x1024xf32>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %pview_38 = make_partition_view %tview_24 : partition_view<tile=(16x1024), tensor_view<?x?xf16, strides=[?,1]>>
  for %loopIdx in (%blockId_x to %3, step %gridSize_x) : tile<i32> {
    %tile_39, %result_token_40 = load_view_tko weak %pview_33[%loopIdx, %cst_0_i32_32] token = %0 optimization_hints = <default = {latency = 10}> : partition_view<tile=(16x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x1024xf16>, token
    %8 = ftof %tile_39  : tile<16x1024xf16> -> tile<16x1024xf32>
    %9 = mulf %8, %8  : tile<16x1024xf32>
    %reduce = reduce %9 dim=1 identities=[0.000000e+00 : f32] : tile<16x1024xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %18 : tile<f32>
    }
    %reshape_41 = reshape %reduce : tile<16xf32> -> tile<16x1xf32>
    %10 = divf %reshape_41, %bcast  : tile<16x1xf32>
    %11 = addf %10, %cst_f32  : tile<16x1xf32>
    %12 = rsqrt %11 : tile<16x1xf32>
    %reshape_42 = reshape %12 : tile<16x1xf32> -> tile<16xf32>
    %13 = store_view_tko weak %reshape_42, %pview_34[%loopIdx] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %bcast_43 = broadcast %12 : tile<16x1xf32> -> tile<16x1024xf32>
    %14 = mulf %8, %bcast_43  : tile<16x1024xf32>
    %15 = mulf %14, %bcast_36  : tile<16x1024xf32>
    %16 = ftof %15  : tile<16x1024xf32> -> tile<16x1024xf16>
    %17 = store_view_tko weak %16, %pview_38[%loopIdx, %cst_0_i32_37] token = %0 optimization_hints = <default = {allow_tma = false, latency = 3}> : tile<16x1024xf16>, partition_view<tile=(16x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  }
  return
}
