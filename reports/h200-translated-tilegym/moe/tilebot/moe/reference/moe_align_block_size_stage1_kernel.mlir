entry @_moe_align_block_size_stage1_kernel_Kt1_A1i64_1i16t1_p16_A1i32_1t1_p16_I8_I128_I16_I16_I8(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i64>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %cst_8_i32 = constant <i32: 8> : tile<8xi32>
  %cst_128_i32 = constant <i32: 128> : tile<16xi32>
  %cst_16_i32 = constant <i32: 16> : tile<16xi32>
  %cst_1_i64 = constant <i64: 1> : tile<16xi64>
  %cst_8_i64 = constant <i64: 8> : tile<16xi64>
  %cst_1_i64_2 = constant <i64: 1> : tile<8xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %cst_8_i32_4 = constant <i32: 8> : tile<i32>
  %cst_16_i32_5 = constant <i32: 16> : tile<i32>
  %cst_16_i32_6 = constant <i32: 16> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_16_i32_5 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %2 = addi %blockId_x, %cst_1_i32 : tile<i32>
  %3 = muli %2, %cst_8_i32_4 : tile<i32>
  %4 = iota : tile<8xi32>
  %5 = cmpi less_than %4, %cst_8_i32, signed : tile<8xi32> -> tile<8xi1>
  %cst_0_i32 = constant <i32: 0> : tile<8xi32>
  %6 = iota : tile<16xi32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %7 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<16xi64>
  %reshape_8 = reshape %assume : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<i64>> -> tile<16xptr<i64>>
  %reshape_10 = reshape %4 : tile<8xi32> -> tile<1x8xi32>
  %8 = exti %reshape_10 signed : tile<1x8xi32> -> tile<1x8xi64>
  %bcast_11 = broadcast %8 : tile<1x8xi64> -> tile<16x8xi64>
  %for = for %loopIdx in (%cst_0_i32_7 to %cst_16_i32_5, step %cst_16_i32_6) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<8xi32>) {
    %17 = addi %1, %loopIdx : tile<i32>
    %reshape_18 = reshape %17 : tile<i32> -> tile<1xi32>
    %bcast_19 = broadcast %reshape_18 : tile<1xi32> -> tile<16xi32>
    %18 = addi %bcast_19, %6 : tile<16xi32>
    %19 = cmpi less_than %18, %cst_128_i32, signed : tile<16xi32> -> tile<16xi1>
    %reshape_20 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_21 = broadcast %reshape_20 : tile<1xi32> -> tile<16xi32>
    %20 = addi %bcast_21, %6 : tile<16xi32>
    %21 = cmpi less_than %20, %cst_16_i32, signed : tile<16xi32> -> tile<16xi1>
    %22 = andi %19, %21 : tile<16xi1>
    %23 = exti %18 signed : tile<16xi32> -> tile<16xi64>
    %24 = cmpi less_than %23, %bcast, unsigned : tile<16xi64> -> tile<16xi1>
    %25 = muli %23, %cst_1_i64 : tile<16xi64>
    %26 = offset %bcast_9, %25 : tile<16xptr<i64>>, tile<16xi64> -> tile<16xptr<i64>>
    %27 = andi %24, %22 : tile<16xi1>
    %result, %result_token = load_ptr_tko weak %26, %27, %cst_8_i64 token=%0 : tile<16xptr<i64>>, tile<16xi1>, tile<16xi64> -> tile<16xi64>, token
    %reshape_22 = reshape %result : tile<16xi64> -> tile<16x1xi64>
    %bcast_23 = broadcast %reshape_22 : tile<16x1xi64> -> tile<16x8xi64>
    %28 = cmpi equal %bcast_23, %bcast_11, signed : tile<16x8xi64> -> tile<16x8xi1>
    %29 = exti %28 unsigned : tile<16x8xi1> -> tile<16x8xi32>
    %reduce = reduce %29 dim=0 identities=[0 : i32] : tile<16x8xi32> -> tile<8xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %31 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %31 : tile<i32>
    }
    %30 = addi %iterArg0, %reduce : tile<8xi32>
    continue %30 : tile<8xi32>
  }
  %reshape_12 = reshape %3 : tile<i32> -> tile<1xi32>
  %bcast_13 = broadcast %reshape_12 : tile<1xi32> -> tile<8xi32>
  %9 = addi %bcast_13, %4 : tile<8xi32>
  %10 = exti %9 signed : tile<8xi32> -> tile<8xi64>
  %11 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_14 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_15 = broadcast %reshape_14 : tile<1xi64> -> tile<8xi64>
  %12 = cmpi less_than %10, %bcast_15, unsigned : tile<8xi64> -> tile<8xi1>
  %13 = muli %10, %cst_1_i64_2 : tile<8xi64>
  %reshape_16 = reshape %assume_1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_17 = broadcast %reshape_16 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %14 = offset %bcast_17, %13 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %15 = andi %12, %5 : tile<8xi1>
  %16 = store_ptr_tko weak %14, %for, %15 token=%0 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  return
}
