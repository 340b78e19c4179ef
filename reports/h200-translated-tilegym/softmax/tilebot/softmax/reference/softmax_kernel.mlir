entry @_softmax_kernel_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I256_I256_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {occupancy = 4}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<4>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<4>, %arg8 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_7 = constant <i64: 1> : tile<256xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_9 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_10 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %1 = iota : tile<256xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %assume_assume_10 signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_13 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_14 = broadcast %reshape_13 : tile<1xi64> -> tile<256xi64>
  %4 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %5 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_15 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_16 = broadcast %reshape_15 : tile<1xi64> -> tile<256xi64>
  %6 = cmpi less_than %4, %bcast_16, unsigned : tile<256xi64> -> tile<256xi1>
  %7 = muli %4, %cst_1_i64 : tile<256xi64>
  %reshape_17 = reshape %assume_3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %reshape_19 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_20 = broadcast %reshape_19 : tile<1xf32> -> tile<256xf32>
  %8 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_21 = reshape %8 : tile<i64> -> tile<1xi64>
  %bcast_22 = broadcast %reshape_21 : tile<1xi64> -> tile<256xi64>
  %9 = exti %assume_assume_9 signed : tile<i32> -> tile<i64>
  %reshape_23 = reshape %9 : tile<i64> -> tile<1xi64>
  %bcast_24 = broadcast %reshape_23 : tile<1xi64> -> tile<256xi64>
  %10 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %11 = exti %assume_assume_8 signed : tile<i32> -> tile<i64>
  %reshape_25 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_26 = broadcast %reshape_25 : tile<1xi64> -> tile<256xi64>
  %12 = cmpi less_than %10, %bcast_26, unsigned : tile<256xi64> -> tile<256xi1>
  %13 = muli %10, %cst_1_i64_7 : tile<256xi64>
  %reshape_27 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_28 = broadcast %reshape_27 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %for = for %loopIdx in (%blockId_x to %cst_256_i32, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %14 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_29 = reshape %14 : tile<i64> -> tile<1xi64>
    %bcast_30 = broadcast %reshape_29 : tile<1xi64> -> tile<256xi64>
    %15 = cmpi less_than %bcast_30, %bcast, unsigned : tile<256xi64> -> tile<256xi1>
    %16 = muli %bcast_30, %bcast_14 : tile<256xi64>
    %17 = andi %15, %6 : tile<256xi1>
    %18 = addi %16, %7 : tile<256xi64>
    %19 = offset %bcast_18, %18 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result, %result_token = load_ptr_tko weak %19, %17, %bcast_20 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %30 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %30 : tile<f32>
    }
    %reshape_31 = reshape %reduce : tile<f32> -> tile<1xf32>
    %bcast_32 = broadcast %reshape_31 : tile<1xf32> -> tile<256xf32>
    %20 = subf %result, %bcast_32  : tile<256xf32>
    %21 = exp %20 rounding<approx> : tile<256xf32>
    %reduce_33 = reduce %21 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %30 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %30 : tile<f32>
    }
    %reshape_34 = reshape %reduce_33 : tile<f32> -> tile<1xf32>
    %bcast_35 = broadcast %reshape_34 : tile<1xf32> -> tile<256xf32>
    %22 = divf %21, %bcast_35 rounding<approx> flush_to_zero : tile<256xf32>
    %23 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_36 = reshape %23 : tile<i64> -> tile<1xi64>
    %bcast_37 = broadcast %reshape_36 : tile<1xi64> -> tile<256xi64>
    %24 = cmpi less_than %bcast_37, %bcast_22, unsigned : tile<256xi64> -> tile<256xi1>
    %25 = muli %bcast_37, %bcast_24 : tile<256xi64>
    %26 = andi %24, %12 : tile<256xi1>
    %27 = addi %25, %13 : tile<256xi64>
    %28 = offset %bcast_28, %27 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %29 = store_ptr_tko weak %28, %22, %26 token=%iterArg0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    continue %29 : token
  }
  return
}
