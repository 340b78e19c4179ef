entry @_ce_online_kernel_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I128_I2048_I4096(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg8 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg9 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<4096xi64>
  %cst_1_i64_8 = constant <i64: 1> : tile<4096xi64>
  %cst_1_i64_9 = constant <i64: 1> : tile<4096xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_10 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume_12 : tile<i32>
  %tview = make_tensor_view %assume_3, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_13 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32>
  %tview_15 = make_tensor_view %assume_5, shape = [%assume_assume_assume_14], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_4096_i32 = constant <i32: 4096> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %1 = iota : tile<4096xi32>
  %cst_f32 = constant <f32: -1.000000e+30> : tile<1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %2 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<4096xi64>
  %3 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<4096xi64>
  %4 = exti %assume_assume_10 signed : tile<i32> -> tile<i64>
  %reshape_20 = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast_21 = broadcast %reshape_20 : tile<1xi64> -> tile<4096xi64>
  %reshape_22 = reshape %assume : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_23 = broadcast %reshape_22 : tile<1xptr<bf16>> -> tile<4096xptr<bf16>>
  %cst_bf16 = constant <bf16: -1.000260e+30> : tile<bf16>
  %reshape_24 = reshape %cst_bf16 : tile<bf16> -> tile<1xbf16>
  %bcast_25 = broadcast %reshape_24 : tile<1xbf16> -> tile<4096xbf16>
  %pview = make_partition_view %tview_15 : partition_view<tile=(1), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %pview_26 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<1xf32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %5 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1xi64> -> tile<4096xi64>
  %6 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_31 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_32 = broadcast %reshape_31 : tile<1xi64> -> tile<4096xi64>
  %7 = exti %assume_assume_10 signed : tile<i32> -> tile<i64>
  %reshape_33 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_34 = broadcast %reshape_33 : tile<1xi64> -> tile<4096xi64>
  %reshape_35 = reshape %assume : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_36 = broadcast %reshape_35 : tile<1xptr<bf16>> -> tile<4096xptr<bf16>>
  %cst_bf16_37 = constant <bf16: -1.000260e+30> : tile<bf16>
  %reshape_38 = reshape %cst_bf16_37 : tile<bf16> -> tile<1xbf16>
  %bcast_39 = broadcast %reshape_38 : tile<1xbf16> -> tile<4096xbf16>
  %8 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_40 = reshape %8 : tile<i64> -> tile<1xi64>
  %bcast_41 = broadcast %reshape_40 : tile<1xi64> -> tile<4096xi64>
  %9 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_42 = reshape %9 : tile<i64> -> tile<1xi64>
  %bcast_43 = broadcast %reshape_42 : tile<1xi64> -> tile<4096xi64>
  %10 = exti %assume_assume_10 signed : tile<i32> -> tile<i64>
  %reshape_44 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_45 = broadcast %reshape_44 : tile<1xi64> -> tile<4096xi64>
  %reshape_46 = reshape %assume : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_47 = broadcast %reshape_46 : tile<1xptr<bf16>> -> tile<4096xptr<bf16>>
  %for:2 = for %loopIdx in (%blockId_x to %cst_128_i32, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %0, %iterArg1 = %0) -> (token, token) {
    %11 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_48 = reshape %11 : tile<i64> -> tile<1xi64>
    %bcast_49 = broadcast %reshape_48 : tile<1xi64> -> tile<4096xi64>
    %12 = cmpi less_than %bcast_49, %bcast, unsigned : tile<4096xi64> -> tile<4096xi1>
    %13 = muli %bcast_49, %bcast_19 : tile<4096xi64>
    %for_50:3 = for %loopIdx_58 in (%cst_0_i32 to %cst_1_i32_16, step %cst_1_i32_17) : tile<i32> iter_values(%iterArg0_59 = %cst_f32, %iterArg1_60 = %cst_0_f32, %iterArg2 = %iterArg0) -> (tile<1xf32>, tile<1xf32>, token) {
      %25 = muli %loopIdx_58, %cst_4096_i32 : tile<i32>
      %reshape_61 = reshape %25 : tile<i32> -> tile<1xi32>
      %bcast_62 = broadcast %reshape_61 : tile<1xi32> -> tile<4096xi32>
      %26 = addi %bcast_62, %1 : tile<4096xi32>
      %27 = exti %26 signed : tile<4096xi32> -> tile<4096xi64>
      %28 = cmpi less_than %27, %bcast_21, unsigned : tile<4096xi64> -> tile<4096xi1>
      %29 = andi %12, %28 : tile<4096xi1>
      %30 = muli %27, %cst_1_i64 : tile<4096xi64>
      %31 = addi %13, %30 : tile<4096xi64>
      %32 = offset %bcast_23, %31 : tile<4096xptr<bf16>>, tile<4096xi64> -> tile<4096xptr<bf16>>
      %result, %result_token_63 = load_ptr_tko weak %32, %29, %bcast_25 token=%iterArg1 : tile<4096xptr<bf16>>, tile<4096xi1>, tile<4096xbf16> -> tile<4096xbf16>, token
      %33 = join_tokens %iterArg2, %result_token_63 : token
      %34 = ftof %result  : tile<4096xbf16> -> tile<4096xf32>
      %reduce = reduce %34 dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %41 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %41 : tile<f32>
      }
      %reshape_64 = reshape %reduce : tile<f32> -> tile<1xf32>
      %35 = maxf %iterArg0_59, %reshape_64 : tile<1xf32>
      %36 = subf %iterArg0_59, %35  : tile<1xf32>
      %37 = exp %36  : tile<1xf32>
      %bcast_65 = broadcast %35 : tile<1xf32> -> tile<4096xf32>
      %38 = subf %34, %bcast_65  : tile<4096xf32>
      %39 = exp %38  : tile<4096xf32>
      %reduce_66 = reduce %39 dim=0 identities=[0.000000e+00 : f32] : tile<4096xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %41 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %41 : tile<f32>
      }
      %reshape_67 = reshape %reduce_66 : tile<f32> -> tile<1xf32>
      %40 = fma %iterArg1_60, %37, %reshape_67  : tile<1xf32>
      continue %35, %40, %33 : tile<1xf32>, tile<1xf32>, token
    }
    %14 = log %for_50#1 : tile<1xf32>
    %15 = addf %for_50#0, %14  : tile<1xf32>
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(1), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1xf32>, token
    %16 = subf %15, %tile  : tile<1xf32>
    %17 = store_view_tko weak %16, %pview_26[%loopIdx] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %18 = divf %cst_1_f32, %for_50#1  : tile<1xf32>
    %19 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_51 = reshape %19 : tile<i64> -> tile<1xi64>
    %bcast_52 = broadcast %reshape_51 : tile<1xi64> -> tile<4096xi64>
    %20 = cmpi less_than %bcast_52, %bcast_30, unsigned : tile<4096xi64> -> tile<4096xi1>
    %21 = muli %bcast_52, %bcast_32 : tile<4096xi64>
    %bcast_53 = broadcast %for_50#0 : tile<1xf32> -> tile<4096xf32>
    %bcast_54 = broadcast %18 : tile<1xf32> -> tile<4096xf32>
    %22 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_55 = reshape %22 : tile<i64> -> tile<1xi64>
    %bcast_56 = broadcast %reshape_55 : tile<1xi64> -> tile<4096xi64>
    %23 = cmpi less_than %bcast_56, %bcast_41, unsigned : tile<4096xi64> -> tile<4096xi1>
    %24 = muli %bcast_56, %bcast_43 : tile<4096xi64>
    %for_57:2 = for %loopIdx_58 in (%cst_0_i32_27 to %cst_1_i32_16, step %cst_1_i32_28) : tile<i32> iter_values(%iterArg0_59 = %for_50#2, %iterArg1_60 = %iterArg1) -> (token, token) {
      %25 = muli %loopIdx_58, %cst_4096_i32 : tile<i32>
      %reshape_61 = reshape %25 : tile<i32> -> tile<1xi32>
      %bcast_62 = broadcast %reshape_61 : tile<1xi32> -> tile<4096xi32>
      %26 = addi %bcast_62, %1 : tile<4096xi32>
      %27 = exti %26 signed : tile<4096xi32> -> tile<4096xi64>
      %28 = cmpi less_than %27, %bcast_34, unsigned : tile<4096xi64> -> tile<4096xi1>
      %29 = andi %20, %28 : tile<4096xi1>
      %30 = muli %27, %cst_1_i64_8 : tile<4096xi64>
      %31 = addi %21, %30 : tile<4096xi64>
      %32 = offset %bcast_36, %31 : tile<4096xptr<bf16>>, tile<4096xi64> -> tile<4096xptr<bf16>>
      %result, %result_token_63 = load_ptr_tko weak %32, %29, %bcast_39 token=%iterArg1_60 : tile<4096xptr<bf16>>, tile<4096xi1>, tile<4096xbf16> -> tile<4096xbf16>, token
      %33 = join_tokens %iterArg0_59, %result_token_63 : token
      %34 = ftof %result  : tile<4096xbf16> -> tile<4096xf32>
      %35 = subf %34, %bcast_53  : tile<4096xf32>
      %36 = exp %35  : tile<4096xf32>
      %37 = mulf %36, %bcast_54  : tile<4096xf32>
      %38 = ftof %37  : tile<4096xf32> -> tile<4096xbf16>
      %39 = exti %26 signed : tile<4096xi32> -> tile<4096xi64>
      %40 = cmpi less_than %39, %bcast_45, unsigned : tile<4096xi64> -> tile<4096xi1>
      %41 = andi %23, %40 : tile<4096xi1>
      %42 = muli %39, %cst_1_i64_9 : tile<4096xi64>
      %43 = addi %24, %42 : tile<4096xi64>
      %44 = offset %bcast_47, %43 : tile<4096xptr<bf16>>, tile<4096xi64> -> tile<4096xptr<bf16>>
      %45 = store_ptr_tko weak %44, %38, %41 token=%33 : tile<4096xptr<bf16>>, tile<4096xbf16>, tile<4096xi1> -> token
      continue %45, %45 : token, token
    }
    continue %for_57#0, %for_57#1 : token, token
  }
  return
}
