entry @_moe_align_block_size_stage2_kernel_Kt1_A1i32_1t1_p16_I8_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %cst_8_i32 = constant <i32: 8> : tile<8xi32>
  %cst_1_i64 = constant <i64: 1> : tile<8xi64>
  %cst_0_i32 = constant <i32: 0> : tile<8xi32>
  %cst_1_i64_0 = constant <i64: 1> : tile<8xi64>
  %assume_1 = assume bounded<0, ?>, %arg1 : tile<i32>
  %cst_8_i32_2 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = addi %cst_8_i32_2, %blockId_x : tile<i32>
  %2 = iota : tile<8xi32>
  %3 = muli %2, %cst_8_i32 : tile<8xi32>
  %reshape = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<8xi32>
  %4 = addi %3, %bcast : tile<8xi32>
  %5 = exti %4 signed : tile<8xi32> -> tile<8xi64>
  %6 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_3 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<8xi64>
  %7 = cmpi less_than %5, %bcast_4, unsigned : tile<8xi64> -> tile<8xi1>
  %8 = muli %5, %cst_1_i64 : tile<8xi64>
  %reshape_5 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %9 = offset %bcast_6, %8 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %result, %result_token = load_ptr_tko weak %9, %7, %cst_0_i32 token=%0 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
  %10 = join_tokens %0, %result_token : token
  %11 = scan %result dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32> 
  (%arg3: tile<i32>, %arg4: tile<i32>) {
    %18 = addi %arg3, %arg4 : tile<i32>
    yield %18 : tile<i32>
  }
  %12 = exti %4 signed : tile<8xi32> -> tile<8xi64>
  %13 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_7 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_8 = broadcast %reshape_7 : tile<1xi64> -> tile<8xi64>
  %14 = cmpi less_than %12, %bcast_8, unsigned : tile<8xi64> -> tile<8xi1>
  %15 = muli %12, %cst_1_i64_0 : tile<8xi64>
  %reshape_9 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_10 = broadcast %reshape_9 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %16 = offset %bcast_10, %15 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %17 = store_ptr_tko weak %16, %11, %14 token=%10 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  return
}
